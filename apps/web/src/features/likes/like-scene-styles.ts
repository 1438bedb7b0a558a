import { type ButtonStyleProps, buttonStyles, focusVisible, Icon, REDUCED_MOTION } from '@amora/ui';
import { Link } from 'react-router';
import styled, { css, keyframes } from 'styled-components';

/** The heart of the like scenes, filled. */
export const FilledHeart = styled(Icon).attrs({ name: 'heart' as const })`
  fill: currentColor;
`;

const pop = keyframes`
  0% { transform: scale(0.6); opacity: 0; }
  60% { transform: scale(1.08); opacity: 1; }
  100% { transform: scale(1); }
`;

/** "It's a match!" / "New like!": large, bright, a little playful. */
export const Kicker = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: clamp(34px, 10vw, 48px);
  font-weight: 850;
  line-height: 1.05;
  letter-spacing: -0.02em;
  text-align: center;
  font-style: italic;
  background: linear-gradient(100deg, #fff 20%, ${({ theme }) => theme.colors.secondary.muted} 90%);
  background-clip: text;
  -webkit-background-clip: text;
  color: transparent;
  animation: ${pop} 0.5s cubic-bezier(0.2, 0.8, 0.2, 1.2) both;

  ${REDUCED_MOTION} {
    animation: none;
  }
`;

export const Lead = styled.p`
  margin: ${({ theme }) => theme.space(6)} 0 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 650;
  line-height: 1.35;
  text-align: center;
  color: rgba(255, 255, 255, 0.95);
`;

/** The tenant's disclosure under an operator-run profile shown large (UI.md "Disclosure"). */
export const DarkDisclosure = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(255, 255, 255, 0.1);
  color: rgba(255, 255, 255, 0.88);
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.4;
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  max-width: 360px;
  margin-top: ${({ theme }) => theme.space(8)};
`;

const onDark = css`
  color: #fff;
  border: 1.5px solid rgba(255, 255, 255, 0.55);
  background: transparent;

  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px rgba(255, 255, 255, 0.9);
  }
`;

/** The main action on the dark stage: the brand's magenta, a white ring for keyboard focus. */
export const StageLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px #fff;
  }
`;

export const StageButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px #fff;
  }
`;

/** A quiet action on the dark stage: white outline. */
export const StageGhostButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  ${onDark}
`;

export const StageGhostLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  ${onDark}
`;

export const CloseCorner = styled.button`
  position: fixed;
  top: calc(${({ theme }) => theme.space(3)} + env(safe-area-inset-top));
  right: ${({ theme }) => theme.space(3)};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.12);
  color: #fff;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.22);
  }
  ${focusVisible}
`;
