import { focusRing } from '@amora/ui';
import { type RefObject, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { AdminIcon } from '../../components/admin-icon';
import { BrandMark } from '../../components/brand-mark';
import { useMe } from '../../features/session/session-provider';
import { distinctRoles, ROLE_LABELS } from '../../features/staff/role-labels';
import { areasFor, NAV_GROUPS } from '../areas';

export const SIDEBAR_WIDTH = 248;

const Panel = styled.aside<{ $open: boolean }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 30;
  width: min(${SIDEBAR_WIDTH}px, 86vw);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.dark.main};
  color: rgba(255, 255, 255, 0.78);
  transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  box-shadow: ${({ $open, theme }) => ($open ? theme.shadows.lg : 'none')};
  transition:
    transform 0.22s ease,
    visibility 0.22s;

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: 0;
    height: 100vh;
    width: ${SIDEBAR_WIDTH}px;
    transform: none;
    visibility: visible;
    box-shadow: none;
    transition: none;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  height: 60px;
  padding: 0 ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(5)};
  border-bottom: 1px solid rgba(255, 255, 255, 0.08);
`;

const Wordmark = styled.span`
  flex: 1;
  font-size: 15px;
  font-weight: 700;
  letter-spacing: -0.01em;
  color: #fff;
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.08);
  }
  &:focus-visible {
    ${focusRing}
  }
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const Nav = styled.nav`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(3)}`};
`;

const Group = styled.div`
  & + & {
    margin-top: ${({ theme }) => theme.space(5)};
  }
`;

const GroupTitle = styled.h2`
  padding: 0 ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(1.5)};
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: rgba(255, 255, 255, 0.56);
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Item = styled(NavLink)`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 38px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 550;
  text-decoration: none;
  transition: background-color 0.15s ease;

  svg {
    opacity: 0.8;
  }
  &:hover {
    background: rgba(255, 255, 255, 0.06);
    color: #fff;
  }
  &[aria-current='page'] {
    background: rgba(255, 255, 255, 0.12);
    color: #fff;
    svg {
      opacity: 1;
    }
    &::before {
      content: '';
      position: absolute;
      left: -12px;
      top: 8px;
      bottom: 8px;
      width: 3px;
      border-radius: 0 3px 3px 0;
      background: ${({ theme }) => theme.palette.secondary};
    }
  }
  &:focus-visible {
    outline: 2px solid #fff;
    outline-offset: -2px;
  }
`;

const Foot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
  border-top: 1px solid rgba(255, 255, 255, 0.08);
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.5;
  color: rgba(255, 255, 255, 0.6);
`;

const StaffName = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: #fff;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StaffEmail = styled.p`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Roles = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(1.5)} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};

  li {
    padding: 1px 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: rgba(255, 255, 255, 0.1);
    color: rgba(255, 255, 255, 0.86);
    font-weight: 600;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 25;
  background: rgba(28, 19, 38, 0.48);

  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

interface Props {
  id: string;
  /** Only matters below the lg breakpoint, where the sidebar is a drawer. */
  open: boolean;
  onClose: () => void;
  closeButtonRef: RefObject<HTMLButtonElement | null>;
}

export function Sidebar({ id, open, onClose, closeButtonRef }: Props) {
  const intl = useIntl();
  const { staff } = useMe();
  const areas = areasFor(staff.roles);
  const groups = NAV_GROUPS.filter((group) => areas.some((area) => area.group === group.key));

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  return (
    <>
      {open && <Backdrop onClick={onClose} aria-hidden="true" />}
      <Panel id={id} $open={open} data-testid="admin-sidebar">
        <Head>
          <BrandMark size={30} />
          <Wordmark>
            <FormattedMessage id="app.name" />
          </Wordmark>
          <CloseButton
            ref={closeButtonRef}
            type="button"
            onClick={onClose}
            aria-label={intl.formatMessage({ id: 'nav.close' })}
          >
            <AdminIcon name="close" />
          </CloseButton>
        </Head>
        <Nav aria-label={intl.formatMessage({ id: 'nav.label' })}>
          {groups.map((group) => (
            <Group key={group.key}>
              <GroupTitle>
                <FormattedMessage id={group.titleId} />
              </GroupTitle>
              <List>
                {areas
                  .filter((area) => area.group === group.key)
                  .map((area) => (
                    <li key={area.key}>
                      <Item to={area.path} end={area.path === '/'} onClick={onClose}>
                        <AdminIcon name={area.icon} size={18} />
                        <FormattedMessage id={area.titleId} />
                      </Item>
                    </li>
                  ))}
              </List>
            </Group>
          ))}
        </Nav>
        <Foot data-testid="admin-sidebar-staff">
          <StaffName>{staff.name}</StaffName>
          <StaffEmail>{staff.email}</StaffEmail>
          <Roles aria-label={intl.formatMessage({ id: 'nav.your_roles' })}>
            {distinctRoles(staff.roles).map((role) => (
              <li key={role}>
                <FormattedMessage id={ROLE_LABELS[role]} />
              </li>
            ))}
          </Roles>
        </Foot>
      </Panel>
    </>
  );
}
