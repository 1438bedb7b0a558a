import {
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { TenantOwnedEntity } from '../../../persistence/tenant-owned.entity.js';
import { Complaint } from '../../complaints/complaint.entity.js';
import { Payment } from './payment.entity.js';
import { PaymentRefund } from './payment-refund.entity.js';

export type RefundRequestStatus = 'pending' | 'done' | 'failed' | 'unanswered';

/**
 * A refund support asked for, one per payment and `action_key`: reserved (`pending`) in a short
 * transaction before the provider is asked, so that refunds in flight count against what is left of the
 * payment without a lock held across the provider's answer; `done` once booked, `failed` when the
 * provider refused or could not be reached (the same key may try again), `unanswered` when its answer never
 * came: it may have refunded, so the amount still counts against the payment while the same key may retry.
 */
@Entity('payment_refund_request')
@Unique('payment_refund_request_key', ['paymentId', 'actionKey'])
export class PaymentRefundRequest extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { name: 'payment_id' })
  paymentId!: number;

  @ManyToOne(() => Payment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'payment_id' })
  payment!: Relation<Payment>;

  @Column('uuid', { name: 'action_key' })
  actionKey!: string;

  /** Minor units of the payment's currency. */
  @Column('int')
  amount!: number;

  @Column('text', { default: 'pending' })
  status!: RefundRequestStatus;

  /** The complaint the refund was made from (its trail shows it). */
  @Column('int', { name: 'complaint_id', nullable: true })
  complaintId!: number | null;

  @ManyToOne(() => Complaint, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'complaint_id' })
  complaint!: Relation<Complaint> | null;

  /**
   * The provider's refund (`re_…`) once it answered, kept before the booking: a booking that failed (a
   * deadlock) leaves it `pending` with this set, and the same key's retry books it without asking again.
   */
  @Column('text', { name: 'provider_ref', nullable: true })
  providerRef!: string | null;

  /** The refund as booked, once done. */
  @Column('int', { name: 'refund_id', nullable: true })
  refundId!: number | null;

  @ManyToOne(() => PaymentRefund, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'refund_id' })
  refund!: Relation<PaymentRefund> | null;

  /** When the provider was (last) asked: a pending request older than a few minutes was abandoned. */
  @Column('timestamptz', { name: 'started_at', default: () => 'now()' })
  startedAt!: Date;
}
