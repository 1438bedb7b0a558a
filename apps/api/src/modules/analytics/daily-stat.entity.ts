import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Tenant } from '../../tenancy/tenant.entity.js';

/**
 * One number of one day of a tenant (the tenant's own calendar day): sign-ups, activations, first
 * purchases, revenue per currency, messages by members and by staff, complaints. Kept up to date by
 * AnalyticsRollup, so that the console's charts never count the messages table on a request.
 */
@Entity('daily_stat')
// the charts read a period of days from this index alone, in the order they group by:
// (day, metric, currency, tenant_id) INCLUDE (value), which TypeORM cannot describe, kept by the migration
@Index('daily_stat_day_idx', { synchronize: false })
export class DailyStat {
  @PrimaryColumn('int', { name: 'tenant_id' })
  tenantId!: number;

  @ManyToOne(() => Tenant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tenant_id' })
  tenant!: Relation<Tenant>;

  @PrimaryColumn('date')
  day!: string;

  @PrimaryColumn('text')
  metric!: string;

  /** The currency of a money metric (revenue); '' for counts. */
  @PrimaryColumn('text', { default: '' })
  currency!: string;

  @Column('bigint', { transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  value!: number;
}

/** How far an append-only source has been counted: the last id AnalyticsRollup added up. */
@Entity('analytics_cursor')
export class AnalyticsCursor {
  @PrimaryColumn('text')
  source!: string;

  @Column('bigint', {
    name: 'last_id',
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  lastId!: number;
}
