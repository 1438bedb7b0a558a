import type { DiscountKind, DiscountValidity, PaymentMethod } from '@amora/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { TenantOwnedEntity } from '../../persistence/tenant-owned.entity.js';
import { Member } from '../accounts/entities/member.entity.js';

/**
 * A discount on credits (spec §3): for anyone, or for one member (`member_id`); limited by country,
 * currency, minimum order and methods when set. Its uses are in discount_redemption. Kept when an
 * account is purged: it is part of the financial record.
 */
@Entity('discount_code')
@Unique('discount_code_tenant_code_key', ['tenantId', 'code'])
// the console's list of a tenant's codes, newest first
@Index('discount_code_tenant_idx', ['tenantId', 'id'])
// its search by the start of a code, in code order (COLLATE "C"): kept by the migration
@Index('discount_code_search_idx', { synchronize: false })
export class DiscountCode extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Upper case, as members type it (the API upper-cases what they type). */
  @Column('text')
  code!: string;

  @Column('int', { name: 'member_id', nullable: true })
  memberId!: number | null;

  @ManyToOne(() => Member, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'member_id' })
  member!: Relation<Member> | null;

  @Column('numeric', {
    name: 'value_percentage',
    precision: 5,
    scale: 2,
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  valuePercentage!: number;

  @Column('text', { default: 'active' })
  status!: 'active' | 'inactive' | 'used';

  /** The kind of code: time_bonus, welcome, retention or promotion. */
  @Column('text')
  reason!: DiscountKind;

  @Column('text', { default: 'once-per-user' })
  validity!: DiscountValidity;

  @Column('text', { nullable: true })
  country!: string | null;

  @Column('text', { nullable: true })
  currency!: string | null;

  /** Minor units of `currency`. */
  @Column('int', { name: 'minimum_order_value', nullable: true })
  minimumOrderValue!: number | null;

  @Column('text', { name: 'payment_methods', array: true, nullable: true })
  paymentMethods!: PaymentMethod[] | null;

  @Column('timestamptz', { name: 'expires_at', nullable: true })
  expiresAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
