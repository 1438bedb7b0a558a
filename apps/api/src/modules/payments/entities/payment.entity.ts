import type { PaymentMethod, PaymentProviderName, PaymentStatus } from '@amora/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { TenantOwnedEntity } from '../../../persistence/tenant-owned.entity.js';
import { Member } from '../../accounts/entities/member.entity.js';
import { DiscountCode } from '../../discounts/discount-code.entity.js';
import { CreditBundle } from './credit-bundle.entity.js';

export type SequenceType = 'oneoff' | 'first' | 'recurring';

const numeric = { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

/**
 * A purchase of a bundle, priced by the API when it was started (amounts in minor units of `currency`).
 * Its status follows the provider's; the credits are booked once, with `payment:<id>` as ledger key.
 */
@Entity('payment')
@Unique('payment_provider_id_key', ['tenantId', 'provider', 'providerPaymentId'])
@Index('payment_member_idx', ['memberId', 'createdAt'])
// the webhook's check that no payment of any tenant is linked to a provider payment yet
@Index('payment_provider_payment_idx', ['provider', 'providerPaymentId'])
@Check('payment_amounts_valid', '"amount" > 0 AND "list_amount" >= "amount" AND "credits" > 0')
export class Payment extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { name: 'member_id' })
  memberId!: number;

  // NO ACTION: a member with payments is anonymised, never deleted (the financial record stays)
  @ManyToOne(() => Member)
  @JoinColumn({ name: 'member_id' })
  member!: Relation<Member>;

  @Column('int', { name: 'bundle_id' })
  bundleId!: number;

  @ManyToOne(() => CreditBundle)
  @JoinColumn({ name: 'bundle_id' })
  bundle!: Relation<CreditBundle>;

  @Column('int')
  credits!: number;

  @Column('text')
  country!: string;

  @Column('text')
  currency!: string;

  /** What the buyer pays. */
  @Column('int')
  amount!: number;

  /** The bundle's price before the discount. */
  @Column('int', { name: 'list_amount' })
  listAmount!: number;

  @Column('int', { name: 'discount_code_id', nullable: true })
  discountCodeId!: number | null;

  @ManyToOne(() => DiscountCode, { nullable: true })
  @JoinColumn({ name: 'discount_code_id' })
  discountCode!: Relation<DiscountCode> | null;

  @Column('numeric', {
    name: 'discount_percentage',
    precision: 5,
    scale: 2,
    nullable: true,
    transformer: numeric,
  })
  discountPercentage!: number | null;

  /** VAT included in `amount`, by the buyer's country. */
  @Column('numeric', { name: 'vat_rate', precision: 5, scale: 2, transformer: numeric })
  vatRate!: number;

  @Column('text')
  provider!: PaymentProviderName;

  /** The provider's id (Mollie `tr_…`); null until the provider accepted the payment. */
  @Column('text', { name: 'provider_payment_id', nullable: true })
  providerPaymentId!: string | null;

  @Column('text', { nullable: true })
  method!: PaymentMethod | null;

  @Column('text', { default: 'open' })
  status!: PaymentStatus;

  @Column('text', { name: 'sequence_type', default: 'oneoff' })
  sequenceType!: SequenceType;

  /** The provider's mandate that a recurring payment charges, or that a first payment created. */
  @Column('text', { name: 'mandate_id', nullable: true })
  mandateId!: string | null;

  @Column('text', { name: 'checkout_url', nullable: true })
  checkoutUrl!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @Column('timestamptz', { name: 'paid_at', nullable: true })
  paidAt!: Date | null;
}
