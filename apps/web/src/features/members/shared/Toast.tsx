import { REDUCED_MOTION } from '@amora/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, type PrimitiveType } from 'react-intl';
import styled, { keyframes } from 'styled-components';

const TOAST_MS = 3500;

const rise = keyframes`
  from { opacity: 0; transform: translate(-50%, 12px); }
  to { opacity: 1; transform: translate(-50%, 0); }
`;

const Bubble = styled.div`
  position: fixed;
  left: 50%;
  bottom: calc(88px + env(safe-area-inset-bottom));
  z-index: 900;
  transform: translateX(-50%);
  max-width: calc(100vw - 32px);
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.dark.main};
  color: ${({ theme }) => theme.colors.dark.onSurface};
  font-weight: 600;
  /* a light rim: over the dark footer the bubble would melt into it */
  box-shadow:
    0 0 0 1px rgba(255, 255, 255, 0.28),
    ${({ theme }) => theme.shadows.lg};
  animation: ${rise} 0.2s ease-out;

  ${({ theme }) => theme.media.md} {
    bottom: ${({ theme }) => theme.space(8)};
  }
  ${REDUCED_MOTION} {
    animation: none;
  }
`;

/** A short note at the bottom of the screen, read out by screen readers (role status). */
export function useToast(
  testId = 'toast',
): [React.ReactNode, (messageId: string, values?: Record<string, PrimitiveType>) => void] {
  const [message, setMessage] = useState<{ id: string; values?: Record<string, PrimitiveType> } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((id: string, values?: Record<string, PrimitiveType>) => {
    clearTimeout(timer.current);
    setMessage({ id, values });
    timer.current = setTimeout(() => setMessage(null), TOAST_MS);
  }, []);
  const element = (
    <div role="status" aria-live="polite">
      {message && (
        <Bubble data-testid={testId}>
          <FormattedMessage id={message.id} values={message.values} />
        </Bubble>
      )}
    </div>
  );
  return [element, show];
}
