import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { tenantScoped } from '../../persistence/tenant-scoped.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { SmsMessage } from './sms-message.entity.js';
import type { SmsSender, SmsText } from './sms-sender.js';

/**
 * The embedded default (DESIGN.md §8), like mail without SMTP_URL: every text stays in the sms_message
 * outbox and its body is logged, so the direct debit flow works without an SMS gateway.
 */
@Injectable()
export class OutboxSmsSender implements SmsSender {
  private readonly logger = new Logger('SmsSender');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    // the one place a text with its code reaches the log: without a gateway the log is the phone
    this.logger.warn('no SMS gateway: texts stay in the outbox and are logged; provide one in production');
  }

  async send(tenant: Tenant, { memberId, phone, body }: SmsText): Promise<void> {
    const message = await tenantScoped(this.dataSource, SmsMessage).save(tenant, {
      memberId,
      phone,
      body,
      status: 'outbox',
    });
    this.logger.log(`sms #${message.id} kept in the outbox: ${body}`);
  }
}
