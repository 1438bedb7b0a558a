import { Icon, REDUCED_MOTION } from '@amora/ui';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { flash, useFlash } from './flash-store';

export const FLASH_MS = 6000;

const rise = keyframes`
  from { opacity: 0; transform: translate(-50%, -12px); }
  to { opacity: 1; transform: translate(-50%, 0); }
`;

const Toast = styled.div`
  position: fixed;
  top: 80px;
  left: 50%;
  z-index: 1100;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: max-content;
  max-width: calc(100vw - 32px);
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.dark.main};
  color: ${({ theme }) => theme.colors.dark.onSurface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  transform: translateX(-50%);
  animation: ${rise} 0.25s ease-out;

  ${REDUCED_MOTION} {
    animation: none;
  }
`;

const Check = styled.span`
  display: inline-flex;
  padding: 4px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.success.surface};
  color: ${({ theme }) => theme.colors.success.onSurface};
`;

const Close = styled.button`
  display: inline-flex;
  padding: 4px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

/** Shows the current flash message for a few seconds. */
export function FlashToast() {
  const current = useFlash();
  const intl = useIntl();
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => flash.dismiss(), FLASH_MS);
    return () => clearTimeout(timer);
  }, [current]);
  if (!current) return null;
  return (
    <Toast role="status" data-testid="flash-toast">
      <Check aria-hidden="true">
        <Icon name="check" size={16} />
      </Check>
      <FormattedMessage id={current.messageId} />
      <Close
        type="button"
        aria-label={intl.formatMessage({ id: 'auth.dismiss' })}
        onClick={() => flash.dismiss()}
      >
        <svg width="12" height="12" viewBox="0 0 14 14" aria-hidden="true">
          <path d="M1 1l12 12M13 1L1 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Close>
    </Toast>
  );
}
