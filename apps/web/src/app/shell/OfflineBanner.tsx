import { Icon } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useOnlineStatus } from '../../lib/online/use-online-status';

const Banner = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space(4)};
  z-index: 1100;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  width: max-content;
  max-width: calc(100vw - 32px);
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.dark.main};
  color: ${({ theme }) => theme.colors.dark.onSurface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  transform: translateX(-50%);

  svg {
    flex: none;
  }
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
