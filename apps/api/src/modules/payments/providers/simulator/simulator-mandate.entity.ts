import type { PaymentMethod } from '@amora/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import { TenantOwnedEntity } from '../../../../persistence/tenant-owned.entity.js';

/** The simulator's mandate of a customer (a card, PayPal or a bank account that recurring charges use). */
@Entity('simulator_mandate')
@Index('simulator_mandate_customer_idx', ['tenantId', 'customerId'])
export class SimulatorMandate extends TenantOwnedEntity {
  @PrimaryColumn('text')
  id!: string;

  @Column('text', { name: 'customer_id' })
  customerId!: string;

  @Column('text')
  method!: PaymentMethod;

  /** `invalid`: recurring charges on it fail (the checkout's "decline later" choice, or revoked). */
  @Column('text', { default: 'valid' })
  status!: 'valid' | 'invalid';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
