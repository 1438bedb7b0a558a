import type { AnalyticsAnswer, AnalyticsQuery } from '@amora/contracts';
import { Alert, Button, Select, Skeleton, TextField } from '@amora/ui';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, FormattedNumber, FormattedTime, useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { AREA_DESCRIPTIONS } from '../../app/areas';
import { useDocumentTitle } from '../../app/use-document-title';
import { PageHeader } from '../../components/page-header';
import { TenantPicker, useTenantChoice } from '../../components/tenant-picker';
import { errorMessageId, type MessageId } from '../../i18n/messages';
import { type ApiError, toApiError } from '../../lib/api-client';
import { formatMoney } from '../prices/money';
import { analyticsExportUrl, loadAnalytics } from './analytics.api';
import { ChartCard } from './chart-card';
import { checkPeriod, lastDays, type PeriodPreset } from './period';
import { buildCharts } from './series';

const Controls = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Total = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;

  dt {
    font-size: 12px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 4px 0 0;
    font-size: 22px;
    font-weight: 700;
    letter-spacing: -0.01em;
    overflow-wrap: anywhere;
  }
  dd small {
    display: block;
    font-size: 15px;
  }
`;

const Charts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Footer = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary.text};
  }
`;

const COUNT_TOTALS: {
  key: Exclude<keyof AnalyticsAnswer['totals'], 'revenue' | 'conversion'>;
  id: MessageId;
}[] = [
  { key: 'signups', id: 'analytics.signups' },
  { key: 'activations', id: 'analytics.activations' },
  { key: 'first_purchases', id: 'analytics.first_purchases' },
  { key: 'messages_member', id: 'analytics.messages_member' },
  { key: 'messages_staff', id: 'analytics.messages_staff' },
  { key: 'complaints', id: 'analytics.complaints' },
];

function TotalCards({ totals }: { totals: AnalyticsAnswer['totals'] }) {
  const intl = useIntl();
  const revenue = Object.entries(totals.revenue).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Totals data-testid="analytics-totals">
      {COUNT_TOTALS.slice(0, 3).map(({ key, id }) => (
        <Total key={key} data-testid={`total-${key}`}>
          <dt>
            <FormattedMessage id={id} />
          </dt>
          <dd>
            <FormattedNumber value={totals[key]} />
          </dd>
        </Total>
      ))}
      <Total data-testid="total-conversion">
        <dt>
          <FormattedMessage id="analytics.conversion" />
        </dt>
        <dd>
          {totals.conversion === null ? (
            '—'
          ) : (
            <FormattedNumber value={totals.conversion} style="percent" maximumFractionDigits={1} />
          )}
        </dd>
      </Total>
      <Total data-testid="total-revenue">
        <dt>
          <FormattedMessage id="analytics.revenue" />
        </dt>
        <dd>
          {revenue.length === 0
            ? '—'
            : revenue.map(([currency, amount]) => (
                <small key={currency}>{formatMoney(intl.locale, amount, currency)}</small>
              ))}
        </dd>
      </Total>
      {COUNT_TOTALS.slice(3).map(({ key, id }) => (
        <Total key={key} data-testid={`total-${key}`}>
          <dt>
            <FormattedMessage id={id} />
          </dt>
          <dd>
            <FormattedNumber value={totals[key]} />
          </dd>
        </Total>
      ))}
    </Totals>
  );
}

/** Per tenant or for all: the day-by-day trends of a period as charts, totals and a CSV. */
export function AnalyticsPage() {
  useDocumentTitle('nav.analytics');
  const intl = useIntl();
  const theme = useTheme();
  const [tenantId, setTenantId] = useTenantChoice(true);
  const [preset, setPreset] = useState<PeriodPreset>('30');
  const [custom, setCustom] = useState(() => lastDays(30));
  const [period, setPeriod] = useState(() => lastDays(30));
  const [periodError, setPeriodError] = useState<MessageId | null>(null);
  const [answer, setAnswer] = useState<AnalyticsAnswer | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  const query: AnalyticsQuery = { ...(tenantId === null ? {} : { tenant_id: tenantId }), ...period };
  const queryKey = JSON.stringify(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies: queryKey stands for the query
  useEffect(() => {
    let current = true;
    setAnswer(null);
    setError(null);
    loadAnalytics(query)
      .then((result) => current && setAnswer(result))
      .catch((failure) => current && setError(toApiError(failure)));
    return () => {
      current = false;
    };
  }, [queryKey]);

  const charts = useMemo(
    () =>
      answer &&
      buildCharts(answer, {
        primary: theme.colors.primary.main,
        secondary: theme.colors.secondary.main,
        success: theme.colors.success.main,
        dark: theme.colors.dark.main,
        danger: theme.colors.danger,
      }),
    [answer, theme],
  );

  function choosePreset(next: PeriodPreset) {
    setPreset(next);
    setPeriodError(null);
    if (next !== 'custom') setPeriod(lastDays(Number(next)));
  }

  function applyCustom(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (preset !== 'custom') return;
    const problem = checkPeriod(custom.from, custom.to);
    setPeriodError(problem);
    if (!problem) setPeriod(custom);
  }

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="nav.analytics" />}
        subtitle={<FormattedMessage id={AREA_DESCRIPTIONS.analytics} />}
      />
      <Controls onSubmit={applyCustom} data-testid="analytics-controls">
        <TenantPicker value={tenantId} onChange={setTenantId} allowAll />
        <Select
          label={<FormattedMessage id="analytics.period" />}
          value={preset}
          onChange={(event) => choosePreset(event.target.value as PeriodPreset)}
          data-testid="analytics-period"
        >
          {(['7', '30', '90'] as const).map((days) => (
            <option key={days} value={days}>
              {intl.formatMessage({ id: 'analytics.period.last' }, { days: Number(days) })}
            </option>
          ))}
          <option value="custom">{intl.formatMessage({ id: 'analytics.period.custom' })}</option>
        </Select>
        {preset === 'custom' && (
          <>
            <TextField
              type="date"
              label={<FormattedMessage id="analytics.from" />}
              value={custom.from}
              onChange={(event) => setCustom({ ...custom, from: event.target.value })}
              error={periodError ? intl.formatMessage({ id: periodError }) : undefined}
              data-testid="analytics-from"
            />
            <TextField
              type="date"
              label={<FormattedMessage id="analytics.to" />}
              value={custom.to}
              onChange={(event) => setCustom({ ...custom, to: event.target.value })}
              data-testid="analytics-to"
            />
            <Button type="submit" variant="outline" data-testid="analytics-apply">
              <FormattedMessage id="analytics.apply" />
            </Button>
          </>
        )}
      </Controls>
      <Footer>
        <span data-testid="analytics-updated">
          {answer?.updated_at ? (
            <FormattedMessage
              id="analytics.updated_at"
              values={{ time: <FormattedTime value={answer.updated_at} /> }}
            />
          ) : answer ? (
            <FormattedMessage id="analytics.updated_never" />
          ) : null}
        </span>
        <a href={analyticsExportUrl(query)} download data-testid="analytics-csv">
          <FormattedMessage id="analytics.csv" />
        </a>
      </Footer>
      {error && (
        <Alert tone="danger" data-testid="analytics-error">
          <FormattedMessage id={errorMessageId(error.code)} />
        </Alert>
      )}
      {!answer && !error && <Skeleton $height="320px" />}
      {answer && charts && (
        <>
          <TotalCards totals={answer.totals} />
          <Charts>
            {charts.map((chart) => (
              <ChartCard
                key={chart.key}
                chart={chart}
                emptyId={chart.key === 'revenue' ? 'analytics.revenue.none' : undefined}
              />
            ))}
          </Charts>
        </>
      )}
    </>
  );
}
