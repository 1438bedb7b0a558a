import { Entity, Index, Unique } from 'typeorm';
import { PaymentReversal } from './payment-reversal.js';

@Entity('payment_chargeback')
@Unique('payment_chargeback_provider_ref_key', ['tenantId', 'paymentId', 'providerRef'])
@Index('payment_chargeback_payment_idx', ['paymentId'])
export class PaymentChargeback extends PaymentReversal {}
