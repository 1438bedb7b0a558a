import { DisabledNotificationsAlert } from '../../../features/account-settings/DisabledNotificationsAlert';
import { ActivationReminder } from '../../../features/activation/ActivationReminder';
import { SignupModal } from '../../../features/signup/SignupModal';

/**
 * Places the layouts of spec §2 reserve for features of later issues. Each renders nothing until its
 * feature exists; the layouts already put them where they belong.
 */

/** Signup modal (issue #3: signup flow; not closable by backdrop or Escape while signing up). */
export function SignupModalSlot() {
  return <SignupModal />;
}

/** Time-bonus modal (issue: time bonus; logged-in members with zero credits). */
export function TimeBonusModalSlot() {
  return null;
}

/** "It's a match" / "New like!" modal (issue: likes). */
export function LikeModalSlot() {
  return null;
}

/** Warning header of the default layout: activation reminder, photo and push alerts (issue #3 and later). */
export function WarningHeaderSlot() {
  return (
    <>
      <ActivationReminder />
      <DisabledNotificationsAlert />
    </>
  );
}
