import { DisabledNotificationsAlert } from '../../../features/account-settings/DisabledNotificationsAlert';
import { ActivationReminder } from '../../../features/activation/ActivationReminder';
import { ProfilePhotoAlert } from '../../../features/profile/ProfilePhotoAlert';
import { PushNotificationAlert } from '../../../features/push/PushNotificationAlert';

/** The warning header of the default layout for a logged-in member (one chunk, see useMemberAlerts). */
export function MemberAlerts() {
  return (
    <>
      <ActivationReminder />
      <DisabledNotificationsAlert />
      <ProfilePhotoAlert />
      <PushNotificationAlert />
    </>
  );
}
