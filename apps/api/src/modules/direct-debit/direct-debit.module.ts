import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { SmsModule } from '../sms/sms.module.js';

/** SEPA direct debit on /directdebit: the mandate, its SMS code, limits and blocks. */
@Module({
  imports: [AccountsModule, PaymentsModule, SmsModule],
  controllers: [],
  providers: [],
})
export class DirectDebitModule {}
