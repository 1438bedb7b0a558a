import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSettings } from '../../app/providers/SettingsContext';
import { reloadChats, reloadLikes } from '../live/live-data';
import { checkPush, turnOffPush } from './push-state';
import { onWorkerMessage, registerServiceWorker, sitePath } from './service-worker';

/**
 * For a logged-in member: registers the push worker, finds out the push state (handing an existing
 * subscription to the API again) and follows the worker's messages: a push reloads chats and likes
 * (spec §4), a clicked notification opens its page here. When the member logs out (or another one is
 * logged in now), this browser's subscription ends: their pushes must not reach the next person here.
 */
export function usePushWorker(memberId: number | null) {
  const { push_public_key: publicKey } = useSettings();
  const navigate = useNavigate();
  const previous = useRef<number | null>(null);

  useEffect(() => {
    const was = previous.current;
    previous.current = memberId;
    const ended = was !== null && was !== memberId ? turnOffPush() : Promise.resolve();
    if (memberId === null) return;
    registerServiceWorker()?.catch(() => {});
    ended.then(() => checkPush(publicKey));
  }, [memberId, publicKey]);

  useEffect(() => {
    if (memberId === null) return;
    return onWorkerMessage((message) => {
      if (message.type === 'amora-push') {
        reloadChats();
        reloadLikes();
        return;
      }
      const path = sitePath(message.url);
      if (path) navigate(path);
    });
  }, [memberId, navigate]);
}
