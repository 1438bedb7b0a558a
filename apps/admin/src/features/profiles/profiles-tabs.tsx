import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router';
import styled from 'styled-components';

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    flex: none;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 2px solid transparent;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary.text};
    border-bottom-color: ${({ theme }) => theme.colors.primary.surface};
  }
`;

/** The area's two lists: the profiles, and the messages staff wrote as them. */
export function ProfilesTabs() {
  return (
    <Tabs data-testid="profiles-tabs">
      <NavLink to="/profiles" end data-testid="profiles-tab-list">
        <FormattedMessage id="profiles.tab.list" />
      </NavLink>
      <NavLink to="/profiles/messages" data-testid="profiles-tab-messages">
        <FormattedMessage id="profiles.tab.messages" />
      </NavLink>
    </Tabs>
  );
}
