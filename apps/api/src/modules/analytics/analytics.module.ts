import { Module } from '@nestjs/common';
import { StaffModule } from '../staff/staff.module.js';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsService } from './analytics.service.js';
import { AnalyticsRollup } from './analytics-rollup.service.js';

/** Numbers per tenant and day for the console, kept in daily_stat by a scheduled rollup. */
@Module({
  imports: [StaffModule],
  controllers: [AnalyticsController],
  providers: [AnalyticsRollup, AnalyticsService],
})
export class AnalyticsModule {}
