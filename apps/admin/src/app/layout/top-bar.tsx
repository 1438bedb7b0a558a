import { focusRing } from '@amora/ui';
import type { RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { AdminIcon } from '../../components/admin-icon';
import { BrandMark } from '../../components/brand-mark';
import { AccountMenu } from './account-menu';
import { LanguageSelect } from './language-select';
import { TenantSwitcher } from './tenant-switcher';

// Phones: menu, brand and account on one row, tenant and language on a second. From md the rows
// dissolve (display: contents) into one bar; from lg the sidebar is always there, so the menu button
// and the brand leave the bar.
const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)} ${theme.space(3)}`};
  background: rgba(255, 255, 255, 0.94);
  backdrop-filter: saturate(1.4) blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-height: 60px;
    padding: ${({ theme }) => `0 ${theme.space(6)}`};
  }
  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => `0 ${theme.space(8)}`};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;

  ${({ theme }) => theme.media.md} {
    display: contents;
  }
`;

const MenuButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  margin-left: -8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primary.muted};
  }
  &:focus-visible {
    ${focusRing}
  }
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const Brand = styled.span`
  flex: 1;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  font-size: 15px;
  font-weight: 700;
  white-space: nowrap;

  & > span:last-child {
    overflow: hidden;
    text-overflow: ellipsis;
  }

  ${({ theme }) => theme.media.md} {
    flex: none;
  }
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

// On phones tenant and language share the second row equally.
const Tenant = styled(TenantSwitcher)`
  flex: 1 1 0;

  ${({ theme }) => theme.media.md} {
    flex: 0 1 280px;
    margin-left: ${({ theme }) => theme.space(3)};
  }
  ${({ theme }) => theme.media.lg} {
    margin-left: 0;
  }
`;

const Language = styled(LanguageSelect)`
  flex: 1 1 0;
  min-width: 0;

  select {
    width: 100%;
  }
  ${({ theme }) => theme.media.md} {
    flex: none;
    margin-left: auto;
  }
`;

const Account = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.md} {
    order: 1;
  }
`;

interface Props {
  sidebarId: string;
  sidebarOpen: boolean;
  onOpenSidebar: () => void;
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

export function TopBar({ sidebarId, sidebarOpen, onOpenSidebar, menuButtonRef }: Props) {
  const intl = useIntl();
  return (
    <Bar>
      <Row>
        <MenuButton
          ref={menuButtonRef}
          type="button"
          onClick={onOpenSidebar}
          aria-controls={sidebarId}
          aria-expanded={sidebarOpen}
          aria-label={intl.formatMessage({ id: 'nav.open' })}
        >
          <AdminIcon name="menu" size={22} />
        </MenuButton>
        <Brand>
          <BrandMark size={28} />
          <span>
            <FormattedMessage id="app.name" />
          </span>
        </Brand>
        <Account aria-label={intl.formatMessage({ id: 'topbar.account' })} role="group">
          <AccountMenu />
        </Account>
      </Row>
      <Row>
        <Tenant />
        <Language />
      </Row>
    </Bar>
  );
}
