import type { Image } from '@amora/contracts';
import { useState } from 'react';
import styled from 'styled-components';
import { useSettings } from '../../../app/providers/SettingsContext';
import { mediaUrl } from '../../../lib/media/media-url';

const Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** A soft brand gradient with the initial, where a profile has no photo (or it failed to load). */
const Placeholder = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  background: linear-gradient(
    150deg,
    ${({ theme }) => theme.colors.primary.muted},
    ${({ theme }) => theme.colors.secondary.muted}
  );
  color: ${({ theme }) => theme.colors.primary.text};
  font-size: 3em;
  font-weight: 800;
  text-transform: uppercase;
`;

export type ImageSize = keyof Image;

export interface ProfileImageProps {
  image: Image | null;
  size: ImageSize;
  name: string;
  alt: string;
  eager?: boolean;
  className?: string;
}

/** A profile's photo in one of its renditions, under the tenant's cdn_prefix. */
export function ProfileImage({ image, size, name, alt, eager, className }: ProfileImageProps) {
  const settings = useSettings();
  const [failed, setFailed] = useState(false);
  if (!image || failed)
    return (
      <Placeholder className={className} role="img" aria-label={alt}>
        {name.slice(0, 1)}
      </Placeholder>
    );
  return (
    <Img
      className={className}
      src={mediaUrl(settings.cdn_prefix, image[size])}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
    />
  );
}
