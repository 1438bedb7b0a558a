import {
  Column,
  CreateDateColumn,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { TenantOwnedEntity } from '../../../persistence/tenant-owned.entity.js';
import { Payment } from './payment.entity.js';

/**
 * Money that went back to the buyer (a refund) or was pulled back by the bank (a chargeback), as the
 * provider reported it. The credits it bought go back too, never below zero: the rest is a debt.
 */
export abstract class PaymentReversal extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { name: 'payment_id' })
  paymentId!: number;

  @ManyToOne(() => Payment)
  @JoinColumn({ name: 'payment_id' })
  payment!: Relation<Payment>;

  /** The provider's id of the refund or chargeback (`re_…`, `chb_…`). */
  @Column('text', { name: 'provider_ref' })
  providerRef!: string;

  @Column('int')
  amount!: number;

  @Column('text')
  currency!: string;

  /** The credits this amount bought, to be taken back. */
  @Column('int')
  credits!: number;

  @Column('int', { name: 'credits_taken' })
  creditsTaken!: number;

  /** The credits that could not be taken (already spent): shown to support. */
  @Column('int', { name: 'debt_credits' })
  debtCredits!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
