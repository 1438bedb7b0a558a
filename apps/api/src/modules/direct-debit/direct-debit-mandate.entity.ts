import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { TenantOwnedEntity } from '../../persistence/tenant-owned.entity.js';
import { Member } from '../accounts/entities/member.entity.js';
import { Payment } from '../payments/entities/payment.entity.js';

/**
 * A SEPA direct debit mandate as the member gave it on /directdebit: `awaiting_code` until the SMS
 * code is typed (3 tries, then `failed`), then `signed` with the provider's mandate and the payment.
 */
@Entity('direct_debit_mandate')
@Index('direct_debit_mandate_member_idx', ['memberId', 'createdAt'])
@Index('direct_debit_mandate_iban_idx', ['tenantId', 'iban', 'createdAt'])
export class DirectDebitMandate extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { name: 'member_id' })
  memberId!: number;

  @ManyToOne(() => Member)
  @JoinColumn({ name: 'member_id' })
  member!: Relation<Member>;

  @Column('int', { name: 'bundle_id' })
  bundleId!: number;

  /** The code typed with the order, applied when the payment starts. */
  @Column('text', { name: 'discount_code', nullable: true })
  discountCode!: string | null;

  @Column('text', { name: 'account_holder' })
  accountHolder!: string;

  /** Electronic format (no spaces, upper case). */
  @Column('text')
  iban!: string;

  @Column('text')
  street!: string;

  @Column('text', { name: 'house_number' })
  houseNumber!: string;

  @Column('text', { name: 'postal_code' })
  postalCode!: string;

  @Column('text')
  city!: string;

  /** E.164. */
  @Column('text')
  mobile!: string;

  /** A hash of the SMS code, never the code itself. */
  @Column('text', { name: 'sms_code_hash' })
  smsCodeHash!: string;

  @Column('smallint', { name: 'tries_left' })
  triesLeft!: number;

  @Column('timestamptz', { name: 'code_expires_at' })
  codeExpiresAt!: Date;

  @Column('text', { default: 'awaiting_code' })
  status!: 'awaiting_code' | 'signed' | 'failed';

  @Column('text', { name: 'provider_mandate_id', nullable: true })
  providerMandateId!: string | null;

  @Column('timestamptz', { name: 'signed_at', nullable: true })
  signedAt!: Date | null;

  @Column('int', { name: 'payment_id', nullable: true })
  paymentId!: number | null;

  @ManyToOne(() => Payment, { nullable: true })
  @JoinColumn({ name: 'payment_id' })
  payment!: Relation<Payment> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
