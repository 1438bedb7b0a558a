import { focusRing, Icon, type IconName } from '@amora/ui';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
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

const SECTION_IDS = SECTIONS.map((section) => section.id);
/** A card counts as the one being read once its top passes under the sticky navigation. */
const READING_LINE_PX = 140;

/**
 * The section being read, for the menu's mark. At the bottom of the page the last cards cannot reach
 * the reading line, so there the one chosen in the menu (else the last) is marked.
 */
function useSectionInView() {
  const [current, setCurrent] = useState(SECTION_IDS[0]);
  const chosen = useRef<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      const passed = SECTION_IDS.filter(
        (id) =>
          (document.getElementById(id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY) <=
          READING_LINE_PX,
      );
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4;
      const last = SECTION_IDS[SECTION_IDS.length - 1];
      setCurrent(atBottom ? (chosen.current ?? last) : (passed.at(-1) ?? SECTION_IDS[0]));
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    // scrolling by hand ends what a click in the menu chose
    const forget = () => {
      chosen.current = null;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    for (const type of ['wheel', 'touchmove', 'keydown'])
      window.addEventListener(type, forget, { passive: true });
    update();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      for (const type of ['wheel', 'touchmove', 'keydown']) window.removeEventListener(type, forget);
    };
  }, []);

  const choose = (id: string) => {
    chosen.current = id;
    setCurrent(id);
  };
  return [current, choose] as const;
}

/** Desktop side menu of the settings page: jumps to a card and moves the keyboard focus there. */
export function SettingsNav() {
  const intl = useIntl();
  const [current, choose] = useSectionInView();

  const jump = (id: string) => (event: MouseEvent) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
    choose(id);
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
