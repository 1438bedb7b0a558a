import { Button } from '@amora/ui';
import styled from 'styled-components';
import { ButtonLink } from '../../lib/routes/button-link';

export const HeadRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

export const Subtitle = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A card of a grid with its action below: the photo links to the profile, the button acts. */
export const CardItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

/** "New" over the card's photo, beside its distance (or below it when both do not fit). */
export const NewBadge = styled.span`
  display: inline-block;
  padding: 3px ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.secondary.surface};
  color: ${({ theme }) => theme.colors.secondary.onSurface};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 750;
  letter-spacing: 0.02em;
  text-transform: uppercase;
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.25);
`;

/** The action under a card: a small button on the desktop, a full touch target on a phone. */
export const CardButton = styled(Button)`
  ${({ theme }) => theme.media.touch} {
    min-height: 44px;
  }
`;

export const CardButtonLink = styled(ButtonLink)`
  ${({ theme }) => theme.media.touch} {
    min-height: 44px;
  }
`;
