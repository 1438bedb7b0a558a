import { REDUCED_MOTION } from '@amora/ui';
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** The like modals' stage: the whole screen in the brand's dark colours, content centred. */
export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1100;
  display: flex;
  flex-direction: column;
  align-items: center;
  overflow-y: auto;
  padding: calc(${({ theme }) => theme.space(6)} + env(safe-area-inset-top))
    ${({ theme }) => theme.space(5)} calc(${({ theme }) => theme.space(6)} + env(safe-area-inset-bottom));
  background:
    radial-gradient(120% 70% at 50% 0%, color-mix(in srgb, ${({ theme }) => theme.colors.secondary.main} 38%, transparent), transparent 60%),
    radial-gradient(90% 60% at 50% 100%, color-mix(in srgb, ${({ theme }) => theme.colors.primary.main} 45%, transparent), transparent 70%),
    ${({ theme }) => theme.colors.dark.main};
  color: #fff;
  animation: ${fadeIn} 0.25s ease-out;

  &:focus {
    outline: none;
  }
  ${REDUCED_MOTION} {
    animation: none;
  }
`;

/** Centres the content vertically while letting a tall one scroll. */
const Content = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  width: 100%;
  max-width: 440px;
  margin: auto;
`;

function trapTab(event: KeyboardEvent, root: HTMLElement) {
  const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (items.length === 0) {
    event.preventDefault();
    root.focus();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !root.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export interface FullScreenDialogProps {
  /** The accessible name (the visible heading says the same). */
  label: string;
  onClose: () => void;
  /** The new-like modal closes on a click anywhere (spec §4); the match modal only by its controls. */
  closeOnClick?: boolean;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A full-screen modal dialog: focus moves in (to the first control), stays in, and returns where it
 * was when it closes; Escape closes it; the page behind does not scroll.
 */
export function FullScreenDialog({
  label,
  onClose,
  closeOnClick = false,
  children,
  'data-testid': testId,
}: FullScreenDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const root = ref.current;
    root?.querySelector<HTMLElement>(FOCUSABLE)?.focus() ?? root?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (!ref.current) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab') trapTab(event, ref.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (previous && document.contains(previous)) previous.focus();
    };
  }, []);

  // A click on a control inside runs the control first, then bubbles up here and closes.
  const onClick = closeOnClick ? (_event: MouseEvent) => onCloseRef.current() : undefined;
  return createPortal(
    <Overlay
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      tabIndex={-1}
      onClick={onClick}
      data-testid={testId}
    >
      <Content>{children}</Content>
    </Overlay>,
    document.body,
  );
}
