import type { Image } from '@amora/contracts';
import { useIntl } from 'react-intl';
import { ProfileImage } from '../members/shared/ProfileImage';

/** One stored file as every rendition: the like modals know one file per profile. */
export const singleImage = (file: string): Image => ({ filename: file, thumb_filename: file, match: file });

/** A profile's photo in the like modals and the match page (the initial on a gradient without one). */
export function Portrait({
  name,
  file,
  eager = true,
  className,
}: {
  name: string;
  file: string | null;
  eager?: boolean;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <ProfileImage
      className={className}
      image={file ? singleImage(file) : null}
      size="match"
      name={name}
      alt={intl.formatMessage({ id: 'members.photoOf' }, { name })}
      eager={eager}
    />
  );
}
