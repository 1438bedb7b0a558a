import { ANALYTICS_COUNTS, analyticsQuerySchema } from '@amora/contracts';
import { Controller, Get, Header, Query, Res, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { sendCsv } from '../../common/csv-reply.js';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import type { SignedInStaff } from '../staff/staff-access.js';
import { CurrentStaff, StaffAuthGuard, StaffRoles } from '../staff/staff-auth.guard.js';
import { ANALYTICS_ROLES, AnalyticsService } from './analytics.service.js';

/** The console's charts and their CSV. */
@Controller('api/admin')
@UseGuards(TenantThrottlerGuard, StaffAuthGuard)
@StaffRoles(...ANALYTICS_ROLES)
@Throttle({ default: { limit: 120, ttl: 60_000 } })
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get('analytics.php')
  @Header('cache-control', 'no-store')
  numbers(@CurrentStaff() staff: SignedInStaff, @Query() query: unknown) {
    return this.analytics.numbers(staff, validate(analyticsQuerySchema, query));
  }

  /** One row per day; revenue in a column per currency (minor units). */
  @Get('analytics-export.php')
  async csv(@CurrentStaff() staff: SignedInStaff, @Query() query: unknown, @Res() reply: FastifyReply) {
    const { days, totals } = await this.analytics.numbers(staff, validate(analyticsQuerySchema, query));
    const currencies = Object.keys(totals.revenue).sort();
    const columns = ['day', ...ANALYTICS_COUNTS, ...currencies.map((c) => `revenue_${c}`)];
    const rows = days.map((day) => [
      day.day,
      ...ANALYTICS_COUNTS.map((name) => day[name]),
      ...currencies.map((c) => day.revenue[c] ?? 0),
    ]);
    sendCsv(reply, 'analytics.csv', columns, rows);
  }
}
