import { Module } from '@nestjs/common';
import { OutboxSmsSender } from './outbox-sms-sender.js';
import { SMS_SENDER } from './sms-sender.js';

/** Text messages through an SmsSender; the embedded default keeps them in the outbox table and the log. */
@Module({
  providers: [OutboxSmsSender, { provide: SMS_SENDER, useExisting: OutboxSmsSender }],
  exports: [SMS_SENDER],
})
export class SmsModule {}
