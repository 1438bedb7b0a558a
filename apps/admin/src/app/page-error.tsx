import { Button, type ButtonStyleProps, buttonStyles, Card } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import styled from 'styled-components';
import { AdminIcon } from '../components/admin-icon';
import { BrandMark } from '../components/brand-mark';
import { EmptyState } from '../components/empty-state';
import { NotFoundPage } from './not-found-page';
import { useDocumentTitle } from './use-document-title';

// A full page load, not a router navigation: whatever broke is left behind with the old page.
const HomeLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

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

function ErrorScreen() {
  useDocumentTitle('page_error.title');
  return (
    <Card $elevation="flat" $padding={2} data-testid="admin-page-error">
      <EmptyState
        headingAs="h1"
        icon="alert"
        title={<FormattedMessage id="page_error.title" />}
        body={<FormattedMessage id="error.internal_error" />}
        action={
          <>
            <Button size="sm" onClick={() => window.location.reload()}>
              <AdminIcon name="refresh" size={16} />
              <FormattedMessage id="page_error.reload" />
            </Button>
            <HomeLink href="/" $variant="outline" $size="sm">
              <FormattedMessage id="page_error.home" />
            </HomeLink>
          </>
        }
      />
    </Card>
  );
}

/**
 * The router's error boundary. Inside the console's frame it replaces only the page, so the sidebar
 * stays usable; `fullScreen` is the last resort when the frame itself failed. The error is never shown
 * raw: members of staff see a translated message, developers the console log.
 */
export function PageError({ fullScreen = false }: { fullScreen?: boolean }) {
  const error = useRouteError();
  const content = isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorScreen />;
  if (!fullScreen) return content;
  return (
    <FullScreen>
      <BrandMark size={40} />
      {content}
    </FullScreen>
  );
}
