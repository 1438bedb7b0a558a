import { Button, Card, Spinner } from '@amora/ui';
import { type ReactNode, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import styled from 'styled-components';
import { AdminIcon } from '../../components/admin-icon';
import { BrandMark } from '../../components/brand-mark';
import { EmptyState } from '../../components/empty-state';
import { errorMessageId } from '../../i18n/messages';
import { errorValues } from '../../lib/api-client';
import { ACCOUNT_PATH } from '../auth/after-sign-in';
import { useSession } from './session-provider';

const FullScreen = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};

  & > div {
    width: 100%;
    max-width: 520px;
  }
`;

/**
 * The console's pages need a staff session: without one they lead to the sign-in (which comes back
 * here afterwards); while a password or a required second factor is still to be set up, only the
 * account page is open, as the API allows nothing else either.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { state, load } = useSession();
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (state.status === 'unknown') void load();
  }, [state.status, load]);

  if (state.status === 'signed_out') {
    const next = pathname === '/' ? '' : `?next=${encodeURIComponent(pathname + search)}`;
    return <Navigate to={`/login${next}`} replace />;
  }
  if (state.status === 'failed') {
    return (
      <FullScreen>
        <BrandMark size={40} />
        <Card $elevation="flat" $padding={2} data-testid="admin-session-error">
          <EmptyState
            headingAs="h1"
            icon="alert"
            title={<FormattedMessage id="session.error.title" />}
            body={
              <FormattedMessage id={errorMessageId(state.error.code)} values={errorValues(state.error)} />
            }
            action={
              <Button size="sm" onClick={() => void load()}>
                <AdminIcon name="refresh" size={16} />
                <FormattedMessage id="session.error.retry" />
              </Button>
            }
          />
        </Card>
      </FullScreen>
    );
  }
  if (state.status !== 'signed_in') {
    return (
      <FullScreen aria-busy="true" data-testid="admin-session-loading">
        <BrandMark size={40} />
        <Spinner label={intl.formatMessage({ id: 'session.loading' })} />
      </FullScreen>
    );
  }
  const { setup } = state.me;
  if ((setup.password || setup.totp) && pathname !== ACCOUNT_PATH)
    return <Navigate to={ACCOUNT_PATH} replace />;
  return children;
}
