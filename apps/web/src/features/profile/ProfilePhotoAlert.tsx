import { ALERT_STORAGE_KEYS } from '@amora/contracts';
import { Alert } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Container } from '../../app/layouts/parts/Container';
import { useUser } from '../../app/providers/SessionContext';
import { useSettings } from '../../app/providers/SettingsContext';
import { useRouteName } from '../../app/router/route-handle';
import { ButtonLink } from '../../lib/routes/button-link';
import { pathTo } from '../../lib/routes/paths';
import { local } from '../../lib/storage/safe-storage';
import { showsPhotoAlert } from './profile-photo-alert-rules';

const Banner = styled(Container)`
  padding-top: ${({ theme }) => theme.space(3)};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space(1)};
`;

/** A small button beside the text on the desktop, a full 44 px touch target on touch screens and phones. */
const AddPhotoLink = styled(ButtonLink)`
  ${({ theme }) => theme.media.touch} {
    min-height: 44px;
  }
`;

/**
 * Spec §6: a member without a main photo is asked for one (with the tenant's photo credits, if any); one
 * whose photo waits for review (the tenant approves photos first) is told it is on its way instead.
 */
export function ProfilePhotoAlert() {
  const user = useUser();
  const routeName = useRouteName();
  const { photo_credits: credits } = useSettings();
  const intl = useIntl();
  const [dismissedAt, setDismissedAt] = useState(() => local.getItem(ALERT_STORAGE_KEYS.enrich));
  if (!showsPhotoAlert(user, routeName, dismissedAt)) return null;

  const dismiss = () => {
    const now = String(Math.floor(Date.now() / 1000));
    local.setItem(ALERT_STORAGE_KEYS.enrich, now);
    setDismissedAt(now);
  };

  // a photo waiting for review: no reminder to add one, a word that it is on its way instead
  if (user?.profile?.photo_pending) {
    return (
      <Banner>
        <Alert
          tone="info"
          title={<FormattedMessage id="photo_alert.pending_title" />}
          onDismiss={dismiss}
          dismissLabel={intl.formatMessage({ id: 'photo_alert.dismiss' })}
          data-testid="photo-alert-pending"
        >
          <FormattedMessage id="photo_alert.pending_text" />
        </Alert>
      </Banner>
    );
  }

  return (
    <Banner>
      <Alert
        tone="info"
        title={<FormattedMessage id="photo_alert.title" />}
        onDismiss={dismiss}
        dismissLabel={intl.formatMessage({ id: 'photo_alert.dismiss' })}
        action={
          <Action>
            <AddPhotoLink to={`${pathTo('profile')}#photos`} $size="sm" data-testid="photo-alert-link">
              <FormattedMessage id="photo_alert.action" />
            </AddPhotoLink>
          </Action>
        }
        data-testid="photo-alert"
      >
        {credits > 0 ? (
          <FormattedMessage id="photo_alert.text_credits" values={{ credits }} />
        ) : (
          <FormattedMessage id="photo_alert.text" />
        )}
      </Alert>
    </Banner>
  );
}
