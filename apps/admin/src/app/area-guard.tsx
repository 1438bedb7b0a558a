import { Card } from '@amora/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AdminIcon } from '../components/admin-icon';
import { EmptyState } from '../components/empty-state';
import { LinkButton } from '../components/link-button';
import { useMe } from '../features/session/session-provider';
import { AREAS, type AreaKey, mayUse } from './areas';
import { useDocumentTitle } from './use-document-title';

function ForbiddenPage() {
  useDocumentTitle('forbidden.title');
  return (
    <Card $elevation="flat" $padding={2} data-testid="admin-forbidden">
      <EmptyState
        headingAs="h1"
        icon="lock"
        title={<FormattedMessage id="forbidden.title" />}
        body={<FormattedMessage id="forbidden.body" />}
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

/** An area's page for the roles that may use it; others (by a typed or old link) read why not. */
export function AreaGuard({ area, children }: { area: AreaKey; children: ReactNode }) {
  const { staff } = useMe();
  const definition = AREAS.find((candidate) => candidate.key === area);
  return definition && mayUse(definition, staff.roles) ? children : <ForbiddenPage />;
}
