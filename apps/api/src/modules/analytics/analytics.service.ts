import {
  ANALYTICS_COUNTS,
  type AnalyticsAnswer,
  type AnalyticsCount,
  type AnalyticsQuery,
} from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { requireTenantAccess, type SignedInStaff, tenantScopeOf } from '../staff/staff-access.js';
import { AnalyticsRollup } from './analytics-rollup.service.js';

type Day = AnalyticsAnswer['days'][number];

/** Owners see every tenant; operators the tenants given to them. */
export const ANALYTICS_ROLES = ['owner', 'operator'] as const;

const emptyDay = (day: string): Day => ({
  day,
  ...(Object.fromEntries(ANALYTICS_COUNTS.map((name) => [name, 0])) as Record<AnalyticsCount, number>),
  revenue: {},
});

/** Every calendar day from `from` to `to`, as YYYY-MM-DD. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** The console's numbers per day, read from daily_stat only. */
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly db: DataSource,
    private readonly rollup: AnalyticsRollup,
  ) {}

  async numbers(staff: SignedInStaff, query: AnalyticsQuery): Promise<AnalyticsAnswer> {
    const tenants = await this.tenantsOf(staff, query.tenant_id);
    // grouped by the columns of daily_stat_day_idx (day, metric, currency, tenant_id) INCLUDE (value):
    // read from the index alone, in its order, each day's rows summed as they come
    const rows: { day: string; metric: string; currency: string; value: string }[] = await this.db.query(
      `SELECT day::text AS day, metric, currency, sum(value)::bigint AS value FROM daily_stat
        WHERE ($1::int[] IS NULL OR tenant_id = ANY($1)) AND day BETWEEN $2::date AND $3::date
        GROUP BY day, metric, currency`,
      [tenants, query.from, query.to],
    );
    const days = new Map(daysBetween(query.from, query.to).map((day) => [day, emptyDay(day)]));
    for (const row of rows) {
      const day = days.get(row.day);
      if (!day) continue;
      if (row.metric === 'revenue')
        day.revenue[row.currency] = (day.revenue[row.currency] ?? 0) + Number(row.value);
      else if ((ANALYTICS_COUNTS as readonly string[]).includes(row.metric)) {
        day[row.metric as AnalyticsCount] += Number(row.value);
      }
    }
    const list = [...days.values()];
    return {
      days: list,
      totals: totalsOf(list),
      updated_at: (await this.rollup.updatedAt())?.toISOString() ?? null,
    };
  }

  /** The tenant named (when the staff member may see it), else all they may see (null: every tenant). */
  private async tenantsOf(staff: SignedInStaff, tenantId: number | undefined): Promise<number[] | null> {
    if (tenantId !== undefined) {
      requireTenantAccess(staff, tenantId, ANALYTICS_ROLES);
      const [found] = await this.db.query('SELECT 1 FROM tenant WHERE id = $1', [tenantId]);
      if (!found) throw new ApiError('tenant_not_found');
      return [tenantId];
    }
    const scope = tenantScopeOf(staff, ANALYTICS_ROLES);
    return scope === 'all' ? null : scope;
  }
}

function totalsOf(days: Day[]): AnalyticsAnswer['totals'] {
  const totals = { ...emptyDay(''), conversion: null as number | null };
  for (const day of days) {
    for (const name of ANALYTICS_COUNTS) totals[name] += day[name];
    for (const [currency, amount] of Object.entries(day.revenue)) {
      totals.revenue[currency] = (totals.revenue[currency] ?? 0) + amount;
    }
  }
  totals.conversion = totals.signups > 0 ? totals.first_purchases / totals.signups : null;
  const { day: _day, ...rest } = totals;
  return rest;
}
