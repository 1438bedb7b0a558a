import { type ReactNode, useEffect, useRef } from 'react';
import { useUser } from '../../app/providers/SessionContext';
import { useSettings } from '../../app/providers/SettingsContext';
import { useToast } from '../members/shared/Toast';

/** How long after a first photo's upload a rise of the balance is taken for its reward. */
const WATCH_MS = 10_000;

/**
 * "You received 4 credits for your photo": the reward the profile-photo alert promised, said when the
 * balance shows it. The API grants the site's photo_credits once per member ever, with the first photo
 * others may see, so only a rise by exactly that amount soon after a first photo's upload says so (not a
 * photo waiting for approval, not a member who had them before). Answers the note and `watch`, to call
 * when a first photo has been uploaded.
 */
export function usePhotoCreditsNote(): [ReactNode, () => void] {
  const user = useUser();
  const { photo_credits: reward } = useSettings();
  const [toast, show] = useToast('profile-photo-credits');
  const before = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const credits = user?.credits;
  useEffect(() => {
    if (before.current === null || credits === undefined || credits === before.current) return;
    if (credits - before.current === reward) show('my_profile.photo_credits_received', { credits: reward });
    before.current = null;
  }, [credits, reward, show]);

  const watch = () => {
    if (credits === undefined || reward <= 0) return;
    before.current = credits;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      before.current = null;
    }, WATCH_MS);
  };
  return [toast, watch];
}
