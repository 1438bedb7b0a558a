import { SWIPE_LIKES_PER_DAY } from '@amora/contracts';
import { Icon } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useLocale } from '../../i18n/LocaleProvider';
import { ButtonLink } from '../../lib/routes/button-link';
import { pathTo } from '../../lib/routes/paths';
import { EmptyState } from '../likes/EmptyState';
import { formatResetTime } from './reset-time';
import { Panel } from './swipe-game-styles';

const When = styled.strong`
  color: ${({ theme }) => theme.colors.text};
`;

/** The day's likes are used up (spec §6): when they come back, and where to go meanwhile. */
export function SwipeLimit({ resetsAt }: { resetsAt: string | null }) {
  const { locale } = useLocale();
  const when = resetsAt ? formatResetTime(resetsAt, locale) : null;
  return (
    <Panel>
      <EmptyState
        icon="heart"
        title={<FormattedMessage id="matching.swipe.limit.title" values={{ limit: SWIPE_LIKES_PER_DAY }} />}
        text={
          when ? (
            <span data-testid="swipe-resets-at">
              <FormattedMessage
                id="matching.swipe.limit.text"
                values={{ ...when, b: (chunks) => <When>{chunks}</When> }}
              />
            </span>
          ) : (
            <FormattedMessage id="matching.swipe.limit.tomorrow" />
          )
        }
        data-testid="swipe-limit"
      >
        <ButtonLink to={pathTo('members')} data-testid="swipe-keep-browsing">
          <Icon name="search" size={20} />
          <FormattedMessage id="matching.keepBrowsing" />
        </ButtonLink>
        <ButtonLink to={pathTo('likes')} $variant="outline" data-testid="swipe-see-likes">
          <Icon name="heart" size={20} />
          <FormattedMessage id="matching.seeLikes" />
        </ButtonLink>
      </EmptyState>
    </Panel>
  );
}
