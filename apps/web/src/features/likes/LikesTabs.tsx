import { LIKES_TABS } from '@amora/contracts';
import { focusVisible, VisuallyHidden } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { pathTo } from '../../lib/routes/paths';
import type { LikesTab } from './likes-by-tab';

const Bar = styled.nav`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary.muted};

  ${({ theme }) => theme.media.sm} {
    display: inline-flex;
  }

  /* On a phone the three tabs share the width and may shrink below their content (min-width: 0);
     a tab that still does not fit wraps its count under its label instead of leaving the screen. */
  li {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

const Tab = styled(Link)<{ $current: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 2px ${({ theme }) => theme.space(1)};
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(1.5)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $current }) => ($current ? theme.colors.surface : 'transparent')};
  box-shadow: ${({ theme, $current }) => ($current ? theme.shadows.sm : 'none')};
  color: ${({ theme, $current }) => ($current ? theme.colors.primary.text : theme.colors.text)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ $current }) => ($current ? 750 : 600)};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  overflow-wrap: anywhere;
  ${focusVisible}

  ${({ theme }) => theme.media.touch} {
    min-height: 44px;
  }

  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space(1.5)};
    padding: 0 ${({ theme }) => theme.space(5)};
    white-space: nowrap;
  }
`;

const Count = styled.span<{ $fresh: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $fresh }) => ($fresh ? theme.colors.secondary.surface : 'rgba(0, 0, 0, 0.06)')};
  color: ${({ theme, $fresh }) => ($fresh ? theme.colors.secondary.onSurface : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 750;
`;

export interface TabCounts {
  received: number;
  sent: number;
  matches: number;
  /** Likes in "received" the member has not looked at yet. */
  fresh: number;
}

/** Received, sent, matches: links (each tab has its URL), the current one marked for screen readers. */
export function LikesTabs({ current, counts }: { current: LikesTab; counts: TabCounts | undefined }) {
  const intl = useIntl();
  return (
    <Bar aria-label={intl.formatMessage({ id: 'likes.tabs.label' })}>
      <List>
        {LIKES_TABS.map((tab) => {
          const count = counts?.[tab];
          // "received" counts its new likes (in the unread colour) while there are some, else all
          const fresh = tab === 'received' && counts !== undefined && counts.fresh > 0;
          return (
            <li key={tab}>
              <Tab
                to={pathTo('likes-type', { type: tab })}
                $current={tab === current}
                aria-current={tab === current ? 'page' : undefined}
                data-testid={`likes-tab-${tab}`}
              >
                <FormattedMessage id={`likes.tab.${tab}`} />
                {count !== undefined && count > 0 && (
                  <Count $fresh={fresh} data-testid={`likes-tab-${tab}-count`}>
                    {fresh ? counts.fresh : count}
                    {fresh && (
                      <VisuallyHidden>
                        {' '}
                        <FormattedMessage id="likes.tab.new" values={{ count: counts.fresh }} />
                      </VisuallyHidden>
                    )}
                  </Count>
                )}
              </Tab>
            </li>
          );
        })}
      </List>
    </Bar>
  );
}
