import { Modal } from '@amora/ui';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../../app/providers/SessionContext';
import { useSettings } from '../../app/providers/SettingsContext';
import { SignupFlow } from './SignupFlow';
import { emitSignupEvent } from './signup-events';
import { signupModal, useSignupModalOpen } from './signup-modal-store';
import { useSignupAllowed } from './signup-mode';

/**
 * The signup modal of the default and empty layouts. While signup is in progress (a step after the
 * first touched, or submitting) neither the backdrop nor Escape closes it (spec §4).
 */
export function SignupModal() {
  const intl = useIntl();
  const settings = useSettings();
  const session = useSession();
  const open = useSignupModalOpen();
  // "Join for free" above "Sign-up is by invitation only" would contradict itself
  const allowed = useSignupAllowed();
  const [inProgress, setInProgress] = useState(false);

  useEffect(() => signupModal.registerHost(), []);
  useEffect(() => {
    if (!open) setInProgress(false);
  }, [open]);

  const close = useCallback(() => {
    emitSignupEvent('closed');
    signupModal.close();
  }, []);
  const leave = useCallback(() => signupModal.close(), []);

  return (
    <Modal
      open={open && session.status === 'logged-out'}
      onClose={close}
      dismissible={!inProgress}
      closeLabel={intl.formatMessage({ id: 'signup.close' })}
      title={allowed ? intl.formatMessage({ id: 'signup.title' }, { name: settings.name }) : settings.name}
      data-testid="signup-modal"
    >
      <SignupFlow onProgressChange={setInProgress} onLeave={leave} />
    </Modal>
  );
}
