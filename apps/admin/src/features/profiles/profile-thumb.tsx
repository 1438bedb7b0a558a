import type { FictionalProfile } from '@amora/contracts';
import styled from 'styled-components';
import { mediaUrl } from './pool';

const Frame = styled.span<{ $size: number }>`
  flex: none;
  display: grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary.muted};
  color: ${({ theme }) => theme.colors.primary.text};
  font-weight: 700;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The main photo's thumbnail, or the name's first letter while there is none. */
export function ProfileThumb({
  profile,
  cdnPrefix,
  size = 40,
}: {
  profile: Pick<FictionalProfile, 'id' | 'name' | 'main_image'>;
  cdnPrefix: string;
  size?: number;
}) {
  return (
    <Frame $size={size} aria-hidden data-testid={`profile-thumb-${profile.id}`}>
      {profile.main_image ? (
        <img src={mediaUrl(cdnPrefix, profile.main_image.thumb_filename)} alt="" />
      ) : (
        profile.name.slice(0, 1).toUpperCase()
      )}
    </Frame>
  );
}
