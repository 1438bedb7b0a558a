import { focusRing, Icon, type IconName } from '@amora/ui';
import { type MouseEvent, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';

export const SECTIONS: readonly { id: string; icon: IconName; titleId: string }[] = [
  { id: 'email', icon: 'mail', titleId: 'account_settings.email.title' },
  { id: 'password', icon: 'lock', titleId: 'account_settings.password.title' },
  { id: 'notifications', icon: 'bell', titleId: 'notifications_settings.title' },
  { id: 'language', icon: 'globe', titleId: 'account_settings.language.title' },
  { id: 'blocked', icon: 'block', titleId: 'account_settings.blocked.title' },
  { id: 'data', icon: 'shield', titleId: 'account_settings.data.title' },
  { id: 'delete', icon: 'trash', titleId: 'account_settings.delete.title' },
];

const Nav = styled.nav`
  display: none;

  ${({ theme }) => theme.media.lg} {
    display: block;
    position: sticky;
    top: 104px;
    align-self: start;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.a<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    ${focusRing}
  }

  ${({ $active, theme }) =>
    $active &&
    css`
      &,
      &:hover {
        background: ${theme.colors.primary.muted};
        color: ${theme.colors.primary.text};
      }
    `}
`;

/** The section in view, so the menu can mark it; the first one where the browser cannot tell. */
function useSectionInView(ids: readonly string[]) {
  const [current, setCurrent] = useState(ids[0]);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        if (visible[0]) setCurrent(visible[0].target.id);
      },
      { rootMargin: '-110px 0px -60% 0px' },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [ids]);
  return [current, setCurrent] as const;
}

/** Desktop side menu of the settings page: jumps to a card and moves the keyboard focus there. */
export function SettingsNav() {
  const intl = useIntl();
  const [current, setCurrent] = useSectionInView(SECTIONS.map((section) => section.id));

  const jump = (id: string) => (event: MouseEvent) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
    setCurrent(id);
  };

  return (
    <Nav aria-label={intl.formatMessage({ id: 'account_settings.menu' })}>
      <List>
        {SECTIONS.map(({ id, icon, titleId }) => (
          <li key={id}>
            <Item
              href={`#${id}`}
              $active={current === id}
              aria-current={current === id ? 'location' : undefined}
              onClick={jump(id)}
              data-testid={`settings-nav-${id}`}
            >
              <Icon name={icon} size={20} />
              <FormattedMessage id={titleId} />
            </Item>
          </li>
        ))}
      </List>
    </Nav>
  );
}
