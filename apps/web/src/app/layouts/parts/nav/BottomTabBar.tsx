import { focusVisible, Icon, reducedMotion } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled, { createGlobalStyle } from 'styled-components';
import { pathTo } from '../../../../lib/routes/paths';
import { NavItemBadge } from './NavItemBadge';
import type { NavItem } from './nav-items';
import { useActiveNavKey } from './use-active-nav-key';

/** Shorter labels where the top bar's would not fit under an icon. */
const TAB_LABELS: Partial<Record<NavItem['key'], string>> = { chats: 'nav.chats', premium: 'nav.premiumTab' };

/** Height of the bar; layouts leave this much room at the bottom on phones. */
export const TAB_BAR_HEIGHT = 64;

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 800;
  padding-bottom: env(safe-area-inset-bottom);
  background: rgba(255, 255, 255, 0.96);
  backdrop-filter: saturate(180%) blur(12px);
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -4px 16px rgba(28, 19, 38, 0.06);

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

/** Keeps the end of every page clear of the fixed bar on phones. */
const RoomForTabBar = createGlobalStyle`
  @media (max-width: 767.98px) {
    body {
      padding-bottom: calc(${TAB_BAR_HEIGHT}px + env(safe-area-inset-bottom));
    }
  }
`;

const List = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  height: ${TAB_BAR_HEIGHT}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tab = styled(Link)`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 11px;
  font-weight: 600;
  text-decoration: none;
  transition: color 0.15s ease;
  -webkit-tap-highlight-color: transparent;

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary.text};
  }
  &[aria-current='page'] svg {
    stroke-width: 2.2;
  }
  ${focusVisible}
  ${reducedMotion}
`;

const IconWrap = styled.span`
  position: relative;
  display: inline-flex;
`;

const TabBadge = styled(NavItemBadge)`
  position: absolute;
  top: -6px;
  left: 14px;
  box-shadow: 0 0 0 2px #ffffff;
`;

const Label = styled.span`
  max-width: 100%;
  padding: 0 2px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The phones' tab bar of UI.md: Search, Chats, Likes, Credits/Premium, Profile, with their badges. */
export function BottomTabBar({ items }: { items: NavItem[] }) {
  const intl = useIntl();
  const active = useActiveNavKey(items);
  return (
    <>
      <RoomForTabBar />
      <Bar aria-label={intl.formatMessage({ id: 'nav.tabs' })} data-testid="tab-bar">
        <List>
          {items.map((item) => (
            <li key={item.key}>
              <Tab
                to={pathTo(item.route)}
                aria-current={item.key === active ? 'page' : undefined}
                data-testid={`tab-${item.key}`}
              >
                <IconWrap>
                  <Icon name={item.icon} size={24} />
                  <TabBadge badge={item.badge} testId={`tab-${item.key}-badge`} />
                </IconWrap>
                <Label>
                  <FormattedMessage id={TAB_LABELS[item.key] ?? item.labelId} />
                </Label>
              </Tab>
            </li>
          ))}
        </List>
      </Bar>
    </>
  );
}
