import { Icon } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useOnlineStatus } from '../../lib/online/use-online-status';

const Banner = styled.div`
  position: sticky;
  top: 0;
  z-index: 900;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.dark.main};
  color: ${({ theme }) => theme.colors.dark.onSurface};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  text-align: center;
`;

export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Banner role="status" data-testid="offline-banner">
      <Icon name="wifiOff" size={18} />
      <FormattedMessage id="app.offline" />
    </Banner>
  );
}
