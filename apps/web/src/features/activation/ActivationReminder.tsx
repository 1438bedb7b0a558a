import { Alert, Button, Icon, Modal } from '@amora/ui';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Container } from '../../app/layouts/parts/Container';
import { useUser } from '../../app/providers/SessionContext';
import { AuthIcon } from '../auth/auth-styles';
import { needsActivationReminder, reminderKind } from './activation-reminder-rules';
import { ResendActivationButton } from './ResendActivationButton';

const Banner = styled(Container)`
  padding-top: ${({ theme }) => theme.space(3)};
`;

/**
 * Phones get the short sentence: the full one took five lines above the page, where the profile-photo
 * alert and the discount bar may stand too (a new member's search started 630 px down).
 */
const Long = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    display: none;
  }
`;

const Short = styled.span`
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const ModalBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
    word-break: break-all;
  }
`;

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** Spec §4 activation reminder: a modal right after an API signup on a phone, else an alert banner. */
export function ActivationReminder() {
  const user = useUser();
  const intl = useIntl();
  const [search] = useSearchParams();
  const [kind] = useState(() => reminderKind(search, window.innerWidth, navigator.userAgent));
  const [modalOpen, setModalOpen] = useState(true);
  if (!user || !needsActivationReminder(user)) return null;
  const text = <FormattedMessage id="activation.reminderText" values={{ email: user.email, strong }} />;

  if (kind === 'modal') {
    return (
      <Modal
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        size="sm"
        title={intl.formatMessage({ id: 'activation.reminderTitle' })}
        closeLabel={intl.formatMessage({ id: 'activation.later' })}
        data-testid="activation-modal"
      >
        <ModalBody>
          <AuthIcon aria-hidden="true">
            <Icon name="chat" size={28} />
          </AuthIcon>
          <p>{text}</p>
          <ResendActivationButton testId="activation-modal-resend" variant="primary" fullWidth />
          <Button
            variant="ghost"
            fullWidth
            onClick={() => setModalOpen(false)}
            data-testid="activation-modal-later"
          >
            <FormattedMessage id="activation.later" />
          </Button>
        </ModalBody>
      </Modal>
    );
  }

  return (
    <Banner>
      <Alert
        tone="warning"
        title={<FormattedMessage id="activation.reminderTitle" />}
        action={<ResendActivationButton testId="activation-alert-resend" size="sm" />}
        data-testid="activation-alert"
      >
        <Long data-testid="activation-alert-long">{text}</Long>
        <Short data-testid="activation-alert-short">
          <FormattedMessage id="activation.reminderShort" values={{ email: user.email, strong }} />
        </Short>
      </Alert>
    </Banner>
  );
}
