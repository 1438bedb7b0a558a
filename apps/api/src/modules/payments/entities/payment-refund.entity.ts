import { Entity, Index, Unique } from 'typeorm';
import { PaymentReversal } from './payment-reversal.js';

@Entity('payment_refund')
@Unique('payment_refund_provider_ref_key', ['tenantId', 'paymentId', 'providerRef'])
@Index('payment_refund_payment_idx', ['paymentId'])
export class PaymentRefund extends PaymentReversal {}
