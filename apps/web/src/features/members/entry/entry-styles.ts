import styled from 'styled-components';

/** Landing: one centred card with the photo on top. */
export const CenteredStage = styled.section`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)} ${theme.space(14)}`};
  background: radial-gradient(
    120% 60% at 50% 0%,
    ${({ theme }) => theme.colors.primary.muted},
    ${({ theme }) => theme.colors.background} 70%
  );
`;

export const PhotoCard = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 420px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export const Photo = styled.div`
  position: relative;
  aspect-ratio: 4 / 5;
  background: ${({ theme }) => theme.colors.primary.muted};
`;

export const PhotoShade = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  padding: ${({ theme }) => `${theme.space(16)} ${theme.space(5)} ${theme.space(5)}`};
  background: linear-gradient(to top, rgba(20, 8, 30, 0.85), transparent);
  color: #fff;
`;

export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
`;

export const Headline = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 800;
  line-height: 1.2;
`;

export const PersonName = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 26px;
  font-weight: 800;
  line-height: 1.15;
`;

export const PersonCity = styled.p`
  margin-top: 2px;
  opacity: 0.92;
`;

/** Landing 2: photo and pitch side by side from 768 px. */
export const Split = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  width: 100%;
  max-width: 1040px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)} ${theme.space(14)}`};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(12)};
    align-items: center;
    padding-top: ${({ theme }) => theme.space(14)};
  }
`;

export const SplitPhoto = styled.div`
  position: relative;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transform: rotate(-1.5deg);
`;

export const Pitch = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

export const Eyebrow = styled.p`
  color: ${({ theme }) => theme.colors.secondary.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 750;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const BigTitle = styled.h1`
  font-size: 32px;
  font-weight: 850;
  line-height: 1.1;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const Points = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    align-items: center;
    font-weight: 600;
  }
  svg {
    flex: none;
    padding: 4px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.success.surface};
    color: ${({ theme }) => theme.colors.success.onSurface};
  }
`;

/** Landing 3: the photo fills the screen behind a frosted card. */
export const FullBleed = styled.section`
  position: relative;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  min-height: calc(100dvh - 64px);
  overflow: hidden;
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.dark.main};

  ${({ theme }) => theme.media.md} {
    align-items: center;
  }
`;

export const Backdrop = styled.div`
  position: absolute;
  inset: 0;

  img,
  span {
    filter: saturate(1.05);
  }
  /* a portrait stretched over a wide screen: soften it into a backdrop */
  ${({ theme }) => theme.media.md} {
    img,
    span {
      filter: blur(14px) saturate(1.1);
      transform: scale(1.1);
    }
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(to top, rgba(20, 8, 30, 0.9), rgba(20, 8, 30, 0.25) 60%, rgba(20, 8, 30, 0.4));
  }
`;

export const Glass = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  width: 100%;
  max-width: 440px;
  padding: ${({ theme }) => theme.space(7)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(255, 255, 255, 0.94);
  backdrop-filter: blur(10px);
  box-shadow: ${({ theme }) => theme.shadows.lg};
  text-align: center;
`;

export const Avatar = styled.div`
  width: 96px;
  height: 96px;
  margin-top: -${({ theme }) => theme.space(19)};
  overflow: hidden;
  border: 4px solid #fff;
  border-radius: 50%;
  box-shadow: ${({ theme }) => theme.shadows.md};
`;
