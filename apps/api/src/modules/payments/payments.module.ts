import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { CreditsModule } from '../credits/credits.module.js';
import { DiscountsModule } from '../discounts/discounts.module.js';

/** Credit bundles, payments through the tenant's provider (simulator or Mollie), refunds, repeat orders. */
@Module({
  imports: [AccountsModule, CreditsModule, DiscountsModule],
  controllers: [],
  providers: [],
  exports: [],
})
export class PaymentsModule {}
