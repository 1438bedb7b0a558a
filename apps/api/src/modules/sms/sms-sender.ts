import { Inject } from '@nestjs/common';
import type { Tenant } from '../../tenancy/tenant.entity.js';

export interface SmsText {
  memberId: number | null;
  /** E.164. */
  phone: string;
  body: string;
}

/**
 * Sends a text message. The embedded default (OutboxSmsSender) keeps it in the outbox table and the log;
 * a gateway replaces it by providing another class under SMS_SENDER.
 */
export interface SmsSender {
  send(tenant: Tenant, text: SmsText): Promise<void>;
}

export const SMS_SENDER = Symbol('SmsSender');

export const InjectSmsSender = () => Inject(SMS_SENDER);
