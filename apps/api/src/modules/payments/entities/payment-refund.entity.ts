import { Entity, Unique } from 'typeorm';
import { PaymentReversal } from './payment-reversal.js';

@Entity('payment_refund')
@Unique('payment_refund_provider_ref_key', ['tenantId', 'paymentId', 'providerRef'])
export class PaymentRefund extends PaymentReversal {}
