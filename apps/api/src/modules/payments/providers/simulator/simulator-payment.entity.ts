import type { PaymentMethod, PaymentStatus } from '@amora/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { TenantOwnedEntity } from '../../../../persistence/tenant-owned.entity.js';

export interface SimulatorReversal {
  id: string;
  amount: number;
}

/**
 * The simulator provider's own record of a payment, as Mollie would keep it: the site knows only its
 * id (`sim_…`) and asks for the status like it asks Mollie.
 */
@Entity('simulator_payment')
export class SimulatorPayment extends TenantOwnedEntity {
  @PrimaryColumn('text')
  id!: string;

  @Column('int')
  amount!: number;

  @Column('text')
  currency!: string;

  @Column('text')
  description!: string;

  @Column('text', { nullable: true })
  method!: PaymentMethod | null;

  @Column('text', { default: 'open' })
  status!: PaymentStatus;

  @Column('text', { name: 'sequence_type' })
  sequenceType!: 'oneoff' | 'first' | 'recurring';

  @Column('text', { name: 'customer_id', nullable: true })
  customerId!: string | null;

  @Column('text', { name: 'mandate_id', nullable: true })
  mandateId!: string | null;

  @Column('text', { name: 'redirect_url' })
  redirectUrl!: string;

  @Column('text', { name: 'webhook_url' })
  webhookUrl!: string;

  @Column('jsonb', { default: () => "'[]'" })
  refunds!: SimulatorReversal[];

  @Column('jsonb', { default: () => "'[]'" })
  chargebacks!: SimulatorReversal[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
