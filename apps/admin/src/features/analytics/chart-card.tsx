import { Skeleton, VisuallyHidden } from '@amora/ui';
import { lazy, Suspense, useMemo } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ChartSpec, Series } from './series';

// uPlot and its styles load with the first chart, not with the console.
const UPlotChart = lazy(() => import('./uplot-chart'));

/** uPlot draws on a canvas in a real browser; elsewhere (jsdom) the numbers stay in the table. */
const canDraw = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  typeof ResizeObserver === 'function';

export const Card = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: 700;
  }
  .uplot {
    font-family: inherit;
  }
  .u-legend {
    font-size: 12px;
    text-align: left;
  }
`;

const Empty = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function useSeriesLabel() {
  const intl = useIntl();
  return (series: Series) =>
    'id' in series.label ? intl.formatMessage({ id: series.label.id }) : series.label.text;
}

/** A chart of one trend, with its numbers as a table for screen readers (and for the tests). */
export function ChartCard({ chart, emptyId }: { chart: ChartSpec; emptyId?: 'analytics.revenue.none' }) {
  const intl = useIntl();
  const labelOf = useSeriesLabel();
  // biome-ignore lint/correctness/useExhaustiveDependencies: labels change with the locale only
  const series = useMemo(() => chart.series.map((s) => ({ ...s, label: labelOf(s) })), [chart, intl.locale]);
  return (
    <Card data-testid={`chart-${chart.key}`}>
      <h2>
        <FormattedMessage id={chart.titleId} />
      </h2>
      {chart.series.length === 0 && emptyId && (
        <Empty>
          <FormattedMessage id={emptyId} />
        </Empty>
      )}
      {canDraw() && (
        <Suspense fallback={<Skeleton $height="220px" />}>
          <div aria-hidden="true">
            <UPlotChart
              days={chart.days}
              series={series}
              locale={intl.locale}
              dayLabel={intl.formatMessage({ id: 'analytics.day' })}
            />
          </div>
        </Suspense>
      )}
      <VisuallyHidden as="div">
        <table data-testid={`chart-${chart.key}-table`}>
          <thead>
            <tr>
              <th>
                <FormattedMessage id="analytics.day" />
              </th>
              {series.map((s) => (
                <th key={s.label}>{s.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.days.map((day, row) => (
              <tr key={day}>
                <th scope="row">
                  <FormattedDate value={`${day}T00:00:00Z`} dateStyle="medium" timeZone="UTC" />
                </th>
                {series.map((s) => (
                  <td key={s.label}>
                    {s.values[row] === null ? '—' : <FormattedNumber value={s.values[row] ?? 0} />}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Card>
  );
}
