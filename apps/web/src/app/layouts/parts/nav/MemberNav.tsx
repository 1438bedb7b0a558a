import { focusVisible, Icon } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { pathTo } from '../../../../lib/routes/paths';
import { NavItemBadge } from './NavItemBadge';
import type { NavItem } from './nav-items';
import { useActiveNavKey } from './use-active-nav-key';

const List = styled.ul`
  display: none;
  list-style: none;
  margin: 0;
  padding: 0;

  ${({ theme }) => theme.media.md} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const Item = styled(Link)<{ $highlight: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme, $highlight }) => ($highlight ? theme.colors.secondary.text : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 650;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.primary.muted};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary.text};
    background: ${({ theme }) => theme.colors.primary.muted};
  }
  ${focusVisible}
`;

const Label = styled.span`
  display: none;

  ${({ theme }) => theme.media.lg} {
    display: inline;
  }
`;

/** The members' links in the top bar from 768 px (icons; with labels from 992 px). */
export function MemberNav({ items }: { items: NavItem[] }) {
  const active = useActiveNavKey(items);
  return (
    <List>
      {items.map((item) => (
        <li key={item.key}>
          <Item
            to={pathTo(item.route)}
            $highlight={item.key === 'premium'}
            aria-current={item.key === active ? 'page' : undefined}
            data-testid={`nav-${item.key}`}
          >
            <Icon name={item.icon} size={20} />
            <Label>
              <FormattedMessage id={item.labelId} />
            </Label>
            <NavItemBadge badge={item.badge} testId={`nav-${item.key}-badge`} />
          </Item>
        </li>
      ))}
    </List>
  );
}
