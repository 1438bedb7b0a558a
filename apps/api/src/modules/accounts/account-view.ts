import type { User } from '@amora/contracts';
import type { Profile } from '../profiles/profile.entity.js';
import type { Member } from './entities/member.entity.js';

/** The logged-in user of spec §3, as GET /api/user.php answers it. */
export function toUser(member: Member, profile: Profile | null, photoPending = false): User {
  return {
    id: member.id,
    email: member.email ?? '',
    status: member.status === 'deleted' ? 'pending_deletion' : member.status,
    credits: member.credits,
    paid_user: member.paidUser,
    signup_date: member.createdAt.toISOString(),
    language: member.language,
    notifications_disabled: member.notificationsDisabled,
    profile: profile && {
      id: profile.id,
      name: profile.name,
      country: profile.country,
      status: profile.status,
      main_image:
        profile.mainImageFilename && profile.thumbFilename
          ? { filename: profile.mainImageFilename, thumb_filename: profile.thumbFilename }
          : null,
      photo_pending: photoPending,
    },
  };
}
