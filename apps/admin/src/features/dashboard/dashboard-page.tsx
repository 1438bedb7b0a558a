import { Card } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useDocumentTitle } from '../../app/use-document-title';
import { AdminIcon, type AdminIconName } from '../../components/admin-icon';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import type { MessageId } from '../../i18n/messages';

// The figures the dashboard will show once their areas exist; until then each says so plainly.
const KPIS: { key: string; labelId: MessageId; icon: AdminIconName }[] = [
  { key: 'signups', labelId: 'dashboard.kpi.signups', icon: 'users' },
  { key: 'revenue', labelId: 'dashboard.kpi.revenue', icon: 'coins' },
  { key: 'complaints', labelId: 'dashboard.kpi.complaints', icon: 'flag' },
  { key: 'moderation', labelId: 'dashboard.kpi.moderation', icon: 'chat' },
];

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const Kpi = styled.li`
  display: flex;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
`;

const KpiHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 13px;
  font-weight: 600;
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary.text};
  }
`;

const KpiValue = styled.p`
  font-size: 26px;
  font-weight: 700;
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.text};
`;

const KpiNote = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function DashboardPage() {
  useDocumentTitle('dashboard.title');
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="dashboard.title" />}
        subtitle={<FormattedMessage id="dashboard.subtitle" />}
      />
      <Grid>
        {KPIS.map((kpi) => (
          <Kpi key={kpi.key}>
            <KpiHead>
              <FormattedMessage id={kpi.labelId} />
              <AdminIcon name={kpi.icon} size={18} />
            </KpiHead>
            <KpiValue>
              <FormattedMessage id="dashboard.kpi.none" />
            </KpiValue>
            <KpiNote>
              <FormattedMessage id="dashboard.kpi.no_data" />
            </KpiNote>
          </Kpi>
        ))}
      </Grid>
      <Card $elevation="flat" $padding={2}>
        <EmptyState
          icon="chart"
          title={<FormattedMessage id="dashboard.empty.title" />}
          body={<FormattedMessage id="dashboard.empty.body" />}
        />
      </Card>
    </>
  );
}
