import { Module } from '@nestjs/common';

/** Text messages through an SmsSender; the embedded default keeps them in the outbox table and the log. */
@Module({
  providers: [],
  exports: [],
})
export class SmsModule {}
