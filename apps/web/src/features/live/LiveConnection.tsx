import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { useSessionActions, useUser } from '../../app/providers/SessionContext';
import { loadContract } from '../../lib/api/api-client';
import { pushState } from '../push/push-state';
import { usePushWorker } from '../push/use-push-worker';
import { showAppBadge } from './app-badge';
import { LiveAnnouncer } from './LiveAnnouncer';
import { bindLiveCache, dispatchLiveEvent, reloadChats, reloadLikes } from './live-data';
import { reactToLiveEvents } from './live-reactions';
import { openLiveStream } from './live-stream';
import { totalCount, useMemberCounts } from './member-counters';
import { pollingIntervalMs, startPolling } from './polling';

/** The event stream of a logged-in member, its events checked against the contract (loaded lazily). */
function useLiveStream(memberId: number | null, resync: () => void) {
  const resyncRef = useRef(resync);
  resyncRef.current = resync;
  useEffect(() => {
    if (memberId === null) return;
    let close: (() => void) | undefined;
    let stopped = false;
    loadContract()
      .then(({ API_ROUTES }) => {
        if (stopped) return;
        const schema = API_ROUTES.events.response;
        close = openLiveStream({
          parse: (data) => {
            const parsed = schema.safeParse(data);
            return parsed.success ? parsed.data : null;
          },
          onEvent: dispatchLiveEvent,
          onResync: () => resyncRef.current(),
        });
      })
      // without the contract's chunk the page is reloading (ChunkPreloadGuard); the polling goes on
      .catch(() => {});
    return () => {
      stopped = true;
      close?.();
    };
  }, [memberId]);
}

/**
 * The member's live layer, mounted once in AppShell: the event stream (DESIGN.md §6) and the reloads its
 * events cause, the polling fallback of spec §9, the push worker, the app badge (spec §4) and what a
 * screen reader says of the events.
 */
export function LiveConnection() {
  const user = useUser();
  const memberId = user?.id ?? null;
  const { refresh } = useSessionActions();
  const { mutate } = useSWRConfig();
  const counts = useMemberCounts();
  const total = memberId === null ? 0 : totalCount(counts);

  useEffect(() => bindLiveCache(mutate), [mutate]);

  const catchUp = useRef(() => {});
  catchUp.current = () => {
    refresh();
    reloadChats();
    reloadLikes();
  };

  useEffect(() => (memberId === null ? undefined : reactToLiveEvents(() => refresh())), [memberId, refresh]);
  useLiveStream(memberId, () => catchUp.current());
  usePushWorker(memberId);

  useEffect(
    () =>
      startPolling(() => catchUp.current(), {
        intervalMs: () => pollingIntervalMs(pushState.get() === 'subscribed'),
      }),
    [],
  );

  useEffect(() => showAppBadge(total), [total]);
  return memberId === null ? null : <LiveAnnouncer />;
}
