import { Card } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { AdminIcon } from '../components/admin-icon';
import { EmptyState } from '../components/empty-state';
import { LinkButton } from '../components/link-button';
import { useDocumentTitle } from './use-document-title';

/** Any path the console does not know (the API answers index.html for every path on the admin host). */
export function NotFoundPage() {
  useDocumentTitle('not_found.title');
  return (
    <Card $elevation="flat" $padding={2} data-testid="admin-not-found">
      <EmptyState
        headingAs="h1"
        icon="compass"
        title={<FormattedMessage id="not_found.title" />}
        body={<FormattedMessage id="not_found.body" />}
        action={
          <LinkButton to="/" $variant="primary" $size="sm">
            <AdminIcon name="dashboard" size={16} />
            <FormattedMessage id="not_found.home" />
          </LinkButton>
        }
      />
    </Card>
  );
}
