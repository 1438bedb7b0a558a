import { Card } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { AdminIcon } from '../components/admin-icon';
import { EmptyState } from '../components/empty-state';
import { LinkButton } from '../components/link-button';
import { PageHeader } from '../components/page-header';
import { AREA_DESCRIPTIONS, AREAS, type DescribedAreaKey } from './areas';
import { useDocumentTitle } from './use-document-title';

/** An area of the console that a later release fills in: its name, what it will hold, and a way back. */
export function AreaPlaceholderPage({ area }: { area: DescribedAreaKey }) {
  const { titleId } = AREAS.find((a) => a.key === area) ?? AREAS[0];
  useDocumentTitle(titleId);
  return (
    <>
      <PageHeader
        title={<FormattedMessage id={titleId} />}
        subtitle={<FormattedMessage id={AREA_DESCRIPTIONS[area]} />}
      />
      <Card $elevation="flat" $padding={2}>
        <EmptyState
          icon="construction"
          title={<FormattedMessage id="area.empty.title" />}
          body={<FormattedMessage id="area.empty.body" />}
          action={
            <LinkButton to="/" $variant="outline" $size="sm">
              <AdminIcon name="arrowLeft" size={16} />
              <FormattedMessage id="area.empty.action" />
            </LinkButton>
          }
        />
      </Card>
    </>
  );
}
