import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { focusableIn, trapTab } from './focus-trap';
import { Backdrop, CloseButton, Dialog, Footer, Header, Title } from './modal-styles';

/** `screen`: edge to edge, no padding or card; the content draws its own surface (a photo viewer). */
export type ModalSize = 'sm' | 'md' | 'lg' | 'full' | 'screen';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, backdrop click and the close button, unless `dismissible` is false. */
  onClose?: () => void;
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  children: ReactNode;
  footer?: ReactNode;
  /** false: Escape and the backdrop do nothing and there is no close button (e.g. during signup). */
  dismissible?: boolean;
  /** Label of the close button (the apps pass a translated text); no close button without it. */
  closeLabel?: string;
  size?: ModalSize;
  initialFocusRef?: RefObject<HTMLElement | null>;
  'data-testid'?: string;
}

/**
 * Whether a dialog may move the focus in as it opens: always on a page of its own; in a frame (the admin
 * console's preview of a member site) only while the frame has the focus, or a dialog opening on its
 * load would take the keyboard from whoever is typing in the page around it.
 */
function mayTakeFocus(): boolean {
  return window.self === window.top || document.hasFocus();
}

/** An accessible dialog: focus moves in, stays in, and returns where it came from when it closes. */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  onClose,
  title,
  ariaLabel,
  children,
  footer,
  dismissible = true,
  closeLabel,
  size = 'md',
  initialFocusRef,
  'data-testid': testId,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const takesFocus = Boolean(dialog) && mayTakeFocus();
    if (dialog && takesFocus) (initialFocusRef?.current ?? focusableIn(dialog)[0] ?? dialog).focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if ((takesFocus || document.hasFocus()) && previous && document.contains(previous)) previous.focus();
    };
  }, [initialFocusRef]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape' && dismissible) {
        event.stopPropagation();
        onCloseRef.current?.();
        return;
      }
      trapTab(event, dialog);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dismissible]);

  return (
    <Backdrop
      $screen={size === 'screen'}
      data-testid={testId ? `${testId}-backdrop` : undefined}
      onMouseDown={(event) => {
        if (dismissible && event.target === event.currentTarget) onCloseRef.current?.();
      }}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
        $size={size}
        data-testid={testId}
      >
        {(title || (dismissible && closeLabel)) && (
          <Header>
            {title && <Title id={titleId}>{title}</Title>}
            {dismissible && closeLabel && (
              <CloseButton
                type="button"
                aria-label={closeLabel}
                onClick={() => onCloseRef.current?.()}
                data-testid={testId ? `${testId}-close` : undefined}
              >
                <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
                  <path
                    d="M1 1l12 12M13 1L1 13"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </CloseButton>
            )}
          </Header>
        )}
        {children}
        {footer && <Footer>{footer}</Footer>}
      </Dialog>
    </Backdrop>
  );
}
