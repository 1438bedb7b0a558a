import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { signupModal, useSignupModalOpen } from '../../../features/signup/signup-modal-store';
import { useSession } from '../../providers/SessionContext';

// Not part of the first load: the signup flow comes when a visitor opens it, the members' alerts
// (useMemberAlerts) on a page opened with a session.
const SignupModal = lazy(() =>
  import('../../../features/signup/SignupModal').then((m) => ({ default: m.SignupModal })),
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

type MemberAlertsModule = typeof import('./MemberAlerts');

let memberAlerts: Promise<MemberAlertsModule> | null = null;
let memberAlertsLoaded: MemberAlertsModule | 'failed' | null = null;
/** The members' alerts' chunk, asked for once: from the first render of a page with a session. */
function loadMemberAlerts(): Promise<MemberAlertsModule> {
  memberAlerts ??= import('./MemberAlerts');
  return memberAlerts;
}

/** How long the page waits for the session and the alerts at most before it shows itself anyway. */
export const ALERTS_WAIT_MS = 1500;

/**
 * The warning header of the default layout (activation reminder, photo, push and notification alerts)
 * and whether the page below may show yet. A page opened with a session shows once the session is read
 * and, for a member, the alerts' chunk (loaded meanwhile) is there: the alerts then come in the same
 * frame as the page, where arriving later they pushed it down (a layout shift of 0.38 on a phone's
 * search). After ALERTS_WAIT_MS the page shows regardless; a visitor's page shows at once.
 */
export function useMemberAlerts(): { ready: boolean; Alerts: (() => ReactNode) | null } {
  const session = useSession();
  const mayBeMember = session.status !== 'logged-out';
  const [loaded, setLoaded] = useState(memberAlertsLoaded);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!mayBeMember || loaded) return;
    let current = true;
    const settle = (module: MemberAlertsModule | 'failed') => {
      memberAlertsLoaded = module;
      if (current) setLoaded(module);
    };
    loadMemberAlerts().then(settle, () => settle('failed'));
    return () => {
      current = false;
    };
  }, [mayBeMember, loaded]);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), ALERTS_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const member = session.status === 'logged-in';
  const ready = session.status === 'logged-out' || (member && loaded !== null) || waited;
  const Alerts = member && loaded && loaded !== 'failed' ? loaded.MemberAlerts : null;
  return { ready, Alerts };
}
