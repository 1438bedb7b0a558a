import { Module } from '@nestjs/common';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { sessionSecret } from '../../config/paths.js';
import { AccountsModule } from '../accounts/accounts.module.js';
import { DiscountsModule } from '../discounts/discounts.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { SmsModule } from '../sms/sms.module.js';
import { DirectDebitController } from './direct-debit.controller.js';
import { DirectDebitService, SMS_CODE_KEY } from './direct-debit.service.js';
import { DirectDebitCharge } from './direct-debit-charge.js';

/** SEPA direct debit on /directdebit: the mandate, its SMS code, limits and blocks. */
@Module({
  imports: [AccountsModule, DiscountsModule, PaymentsModule, SmsModule],
  controllers: [DirectDebitController],
  providers: [
    DirectDebitService,
    DirectDebitCharge,
    { provide: SMS_CODE_KEY, inject: [ENV], useFactory: (env: Env) => sessionSecret(env) },
  ],
})
export class DirectDebitModule {}
