import styled from 'styled-components';

export const Toolbar = styled.div`
  max-width: 320px;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** Photos big enough to judge: two across on a phone, as many as fit from there. */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => `${theme.space(4)} 0`};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    gap: ${({ theme }) => theme.space(4)};
  }
`;

export const PhotoCard = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 220px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const PhotoLink = styled.a`
  display: block;
  aspect-ratio: 4 / 5;
  background: ${({ theme }) => theme.colors.primary.muted};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: -2px;
  }
`;

export const Name = styled.p`
  margin: ${({ theme }) => `${theme.space(2)} ${theme.space(3)} 0`};
  font-weight: 700;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Meta = styled.p`
  margin: ${({ theme }) => `2px ${theme.space(3)} 0`};
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One above the other on a phone's narrow card (room for the words, big targets), side by side above. */
export const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
  padding: ${({ theme }) => theme.space(3)};

  > button {
    min-width: 0;
    padding-left: ${({ theme }) => theme.space(2)};
    padding-right: ${({ theme }) => theme.space(2)};
  }

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
