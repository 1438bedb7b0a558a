import type { ProfileCard as Card } from '@amora/contracts';
import { Icon } from '@amora/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorCodeOf } from '../../lib/api';
import { CardItem } from '../likes/likes-styles';
import { Heart } from '../members/search/CardLikeButton';
import { ProfileCard } from '../members/search/ProfileCard';
import { Grid } from '../members/search/ResultsGrid';

/** The photo card with the heart laid over it. */
const CardBox = styled.div`
  position: relative;
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
              <Heart
                type="button"
                $on={on}
                aria-pressed={on}
                aria-label={intl.formatMessage({ id: 'matching.likeName' }, { name: profile.name })}
                onClick={() => onToggle(profile).catch((error) => onError(`error.${errorCodeOf(error)}`))}
                data-testid="suggestion-like"
              >
                <Icon name="heart" size={22} filled={on} />
              </Heart>
            </CardBox>
          </CardItem>
        );
      })}
    </Grid>
  );
}
