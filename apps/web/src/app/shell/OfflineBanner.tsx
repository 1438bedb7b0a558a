import { Icon } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import styled, { css } from 'styled-components';
import { useOnlineStatus } from '../../lib/online/use-online-status';
import { TAB_BAR_HEIGHT } from '../layouts/parts/nav/BottomTabBar';
import { useRouteHandle } from '../router/route-handle';

/**
 * In the chat layout the banner goes over the top of the messages, whose place an open conversation
 * publishes (MessageList.tsx); without one, below the phone's header or the wide screens' navigation.
 */
const MESSAGES_TOP = (fallbackPx: number) => `var(--chat-messages-top, ${fallbackPx}px)`;
const PHONE_HEADER_PX = 68;
const WIDE_HEADER_PX = 172;

type Placement = 'top' | 'bottom';

const Banner = styled.div<{ $placement: Placement }>`
  position: fixed;
  left: 50%;
  z-index: 1100;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  width: max-content;
  max-width: calc(100vw - 32px);
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(4)}`};
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

  /* the messenger's composer fills the bottom of the screen: over the first messages instead */
  ${({ $placement }) =>
    $placement === 'top'
      ? css`
          top: calc(${MESSAGES_TOP(PHONE_HEADER_PX)} + ${({ theme }) => theme.space(3)});
          left: var(--chat-messages-center, 50%);
          max-width: min(calc(100vw - 32px), calc(var(--chat-messages-width, 100vw) - 32px));

          ${({ theme }) => theme.media.md} {
            top: calc(${MESSAGES_TOP(WIDE_HEADER_PX)} + ${({ theme }) => theme.space(3)});
          }
        `
      : css`
          bottom: ${({ theme }) => theme.space(4)};

          /* above a phone's tab bar */
          @media (max-width: 767.98px) {
            bottom: calc(${TAB_BAR_HEIGHT}px + ${({ theme }) => theme.space(3)} + env(safe-area-inset-bottom));
          }
        `}
`;

export function OfflineBanner() {
  const online = useOnlineStatus();
  const placement: Placement = useRouteHandle()?.layout === 'chat' ? 'top' : 'bottom';
  if (online) return null;
  return (
    <Banner role="status" $placement={placement} data-placement={placement} data-testid="offline-banner">
      <Icon name="wifiOff" size={18} />
      <FormattedMessage id="app.offline" />
    </Banner>
  );
}
