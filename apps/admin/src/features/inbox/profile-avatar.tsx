import type { ProfileCard } from '@amora/contracts';
import { mediaUrl } from '../profiles/pool';
import { useMe } from '../session/session-provider';
import { Avatar } from './inbox-styles';

/** The profile's main photo as a round thumbnail, from its site's media; the name's initial without one. */
export function ProfileAvatar({
  profile,
  tenantId,
  size,
}: {
  profile: Pick<ProfileCard, 'id' | 'name' | 'main_image'>;
  tenantId: number;
  size?: number;
}) {
  const prefix = useMe().tenants.find((tenant) => tenant.id === tenantId)?.cdn_prefix ?? '/media/';
  return (
    <Avatar aria-hidden $size={size} data-testid={`avatar-${profile.id}`}>
      {profile.main_image ? (
        <img src={mediaUrl(prefix, profile.main_image.thumb_filename)} alt="" loading="lazy" />
      ) : (
        profile.name.slice(0, 1).toUpperCase()
      )}
    </Avatar>
  );
}
