import { Button, Modal } from '@amora/ui';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBlocker } from 'react-router';
import { Muted } from './profile-styles';

/**
 * While `dirty`, leaving the page asks first: an in-app link opens "Discard your changes?" (the
 * returned dialog, to be drawn by the caller), a reload or closing the tab the browser's own prompt.
 * A link within the page (/profile#photos) leaves nothing behind and goes through.
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const intl = useIntl();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const keepEditing = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers ask only when a return value is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  const stay = () => blocker.reset?.();
  return (
    <Modal
      open={blocked}
      onClose={stay}
      size="sm"
      title={intl.formatMessage({ id: 'my_profile.unsaved_title' })}
      initialFocusRef={keepEditing}
      data-testid="profile-unsaved-modal"
      footer={
        <>
          <Button variant="outline" onClick={() => blocker.proceed?.()} data-testid="profile-unsaved-discard">
            <FormattedMessage id="my_profile.unsaved_discard" />
          </Button>
          <Button ref={keepEditing} onClick={stay} data-testid="profile-unsaved-keep">
            <FormattedMessage id="my_profile.unsaved_keep" />
          </Button>
        </>
      }
    >
      <Muted>
        <FormattedMessage id="my_profile.unsaved_text" />
      </Muted>
    </Modal>
  );
}
