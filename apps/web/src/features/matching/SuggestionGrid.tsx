import type { ProfileCard as Card } from '@amora/contracts';
import { REDUCED_MOTION } from '@amora/ui';
import { useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { errorCodeOf } from '../../lib/api';
import { FilledHeart } from '../likes/like-scene-styles';
import { CardBox, CardItem } from '../likes/likes-styles';
import { ProfileCard } from '../members/search/ProfileCard';
import { Grid } from '../members/search/ResultsGrid';

const pop = keyframes`
  0% { transform: scale(1); }
  40% { transform: scale(1.25); }
  100% { transform: scale(1); }
`;

/** One tap likes: a heart on the photo, filled once liked. */
const HeartToggle = styled.button<{ $on: boolean }>`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme, $on }) => ($on ? theme.colors.secondary.surface : 'rgba(255, 255, 255, 0.92)')};
  color: ${({ theme, $on }) => ($on ? theme.colors.secondary.onSurface : theme.colors.secondary.text)};
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.25);
  cursor: pointer;
  animation: ${({ $on }) => ($on ? pop : 'none')} 0.35s ease-out;

  svg {
    fill: ${({ $on }) => ($on ? 'currentColor' : 'none')};
  }
  &:focus-visible {
    outline: none;
    box-shadow:
      0 0 0 3px #fff,
      0 0 0 5px ${({ theme }) => theme.colors.primary.text};
  }
  ${REDUCED_MOTION} {
    animation: none;
  }
`;

export interface SuggestionGridProps {
  className?: string;
  profiles: Card[];
  liked: ReadonlySet<number>;
  onToggle: (profile: Card) => Promise<void>;
  onError: (messageId: string) => void;
}

/** Suggested profiles as photo cards with a heart to like each in one tap. */
export function SuggestionGrid({ className, profiles, liked, onToggle, onError }: SuggestionGridProps) {
  const intl = useIntl();
  return (
    <Grid className={className} data-testid="suggestions">
      {profiles.map((profile, index) => {
        const on = liked.has(profile.id);
        return (
          <CardItem key={profile.id} data-testid="suggestion" data-profile-id={profile.id}>
            <CardBox>
              <ProfileCard profile={profile} eager={index < 6} />
              <HeartToggle
                type="button"
                $on={on}
                aria-pressed={on}
                aria-label={intl.formatMessage({ id: 'matching.likeName' }, { name: profile.name })}
                onClick={() => onToggle(profile).catch((error) => onError(`error.${errorCodeOf(error)}`))}
                data-testid="suggestion-like"
              >
                <FilledHeart size={22} />
              </HeartToggle>
            </CardBox>
          </CardItem>
        );
      })}
    </Grid>
  );
}
