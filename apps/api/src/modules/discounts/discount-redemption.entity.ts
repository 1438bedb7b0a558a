import type { DiscountValidity } from '@amora/contracts';
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
import { DiscountCode } from './discount-code.entity.js';

/**
 * One use of a code by one payment: `reserved` while the payment is open, `used` when paid, `released`
 * when it failed. The partial unique indexes make a second use impossible, however many payments race.
 */
@Entity('discount_redemption')
@Index('discount_redemption_once_key', ['discountCodeId'], {
  unique: true,
  where: `"validity" = 'once' AND "status" <> 'released'`,
})
@Index('discount_redemption_once_per_user_key', ['discountCodeId', 'memberId'], {
  unique: true,
  where: `"validity" = 'once-per-user' AND "status" <> 'released'`,
})
@Index('discount_redemption_payment_key', ['paymentId'], { unique: true })
// a code's uses counted in the console's list, and a member's codes for support
@Index('discount_redemption_code_idx', ['discountCodeId', 'status'])
@Index('discount_redemption_member_idx', ['memberId', 'id'])
// one code's uses in the console, newest first
@Index('discount_redemption_code_uses_idx', ['discountCodeId', 'id'])
export class DiscountRedemption extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { name: 'discount_code_id' })
  discountCodeId!: number;

  @ManyToOne(() => DiscountCode)
  @JoinColumn({ name: 'discount_code_id' })
  discountCode!: Relation<DiscountCode>;

  @Column('int', { name: 'member_id' })
  memberId!: number;

  @ManyToOne(() => Member)
  @JoinColumn({ name: 'member_id' })
  member!: Relation<Member>;

  @Column('int', { name: 'payment_id' })
  paymentId!: number;

  @ManyToOne(() => Payment)
  @JoinColumn({ name: 'payment_id' })
  payment!: Relation<Payment>;

  /** The code's validity when it was used (the indexes read it here). */
  @Column('text')
  validity!: DiscountValidity;

  @Column('text', { default: 'reserved' })
  status!: 'reserved' | 'used' | 'released';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
