import { lazy, Suspense, useEffect, useState } from 'react';
import { signupModal, useSignupModalOpen } from '../../../features/signup/signup-modal-store';
import { useSession } from '../../providers/SessionContext';

// Not part of the first load: the signup flow comes when a visitor opens it, the members' alerts when
// a member is logged in (both render nothing otherwise).
const SignupModal = lazy(() =>
  import('../../../features/signup/SignupModal').then((m) => ({ default: m.SignupModal })),
);
const ActivationReminder = lazy(() =>
  import('../../../features/activation/ActivationReminder').then((m) => ({ default: m.ActivationReminder })),
);
const DisabledNotificationsAlert = lazy(() =>
  import('../../../features/account-settings/DisabledNotificationsAlert').then((m) => ({
    default: m.DisabledNotificationsAlert,
  })),
);
const ProfilePhotoAlert = lazy(() =>
  import('../../../features/profile/ProfilePhotoAlert').then((m) => ({ default: m.ProfilePhotoAlert })),
);
const PushNotificationAlert = lazy(() =>
  import('../../../features/push/PushNotificationAlert').then((m) => ({ default: m.PushNotificationAlert })),
);
const TimeBonusModal = lazy(() =>
  import('../../../features/time-bonus/TimeBonusModal').then((m) => ({ default: m.TimeBonusModal })),
);
const LikeModalHost = lazy(() =>
  import('../../../features/likes/LikeModalHost').then((m) => ({ default: m.LikeModalHost })),
);

/**
 * Places the layouts of spec §2 reserve for features of later issues. Each renders nothing until its
 * feature exists; the layouts already put them where they belong.
 */

/**
 * Signup modal (issue #3: signup flow; not closable by backdrop or Escape while signing up). The layout
 * is the modal's host from the start, so "Sign up" buttons open it rather than going to /signup; the
 * modal's code is loaded when it first opens and then stays.
 */
export function SignupModalSlot() {
  const open = useSignupModalOpen();
  const [opened, setOpened] = useState(open);
  useEffect(() => signupModal.registerHost(), []);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  if (!open && !opened) return null;
  return (
    <Suspense fallback={null}>
      <SignupModal />
    </Suspense>
  );
}

/** Time-bonus modal (issue: time bonus; logged-in members with zero credits). */
export function TimeBonusModalSlot() {
  const session = useSession();
  if (session.status !== 'logged-in') return null;
  return (
    <Suspense fallback={null}>
      <TimeBonusModal />
    </Suspense>
  );
}

/** "It's a match" / "New like!" modals: live likes and matches, and the `t` query parameter (spec §4). */
export function LikeModalSlot() {
  const session = useSession();
  if (session.status !== 'logged-in') return null;
  return (
    <Suspense fallback={null}>
      <LikeModalHost />
    </Suspense>
  );
}

/** Warning header of the default layout: activation reminder, photo and push alerts (issue #3 and later). */
export function WarningHeaderSlot() {
  const session = useSession();
  if (session.status !== 'logged-in') return null;
  return (
    <Suspense fallback={null}>
      <ActivationReminder />
      <DisabledNotificationsAlert />
      <ProfilePhotoAlert />
      <PushNotificationAlert />
    </Suspense>
  );
}
