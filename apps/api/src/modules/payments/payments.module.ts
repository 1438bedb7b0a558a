import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { CreditsModule } from '../credits/credits.module.js';
import { DiscountsModule } from '../discounts/discounts.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { StaffModule } from '../staff/staff.module.js';
import { BundlesService } from './bundles.service.js';
import { PaymentBooking } from './payment-booking.js';
import { PaymentHistory } from './payment-history.js';
import { PaymentWebhookController } from './payment-webhook.controller.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { PaymentProviders } from './providers/payment-providers.js';
import { SimulatorController } from './providers/simulator/simulator.controller.js';
import { SimulatorCheckout } from './providers/simulator/simulator-checkout.js';
import { SimulatorProvider } from './providers/simulator/simulator-provider.js';
import { PaymentRefundController } from './refunds/payment-refund.controller.js';
import { PaymentRefundService } from './refunds/payment-refund.service.js';
import { RepeatOrderService } from './repeat-order.service.js';

/**
 * Credit bundles, payments through the tenant's provider (simulator or Mollie), refunds (reported by the
 * provider, or asked for by support), repeat orders.
 */
@Module({
  imports: [AccountsModule, CreditsModule, DiscountsModule, RealtimeModule, StaffModule],
  controllers: [PaymentsController, PaymentWebhookController, SimulatorController, PaymentRefundController],
  providers: [
    BundlesService,
    PaymentBooking,
    PaymentHistory,
    PaymentsService,
    PaymentProviders,
    PaymentRefundService,
    RepeatOrderService,
    SimulatorCheckout,
    SimulatorProvider,
  ],
  exports: [PaymentsService, PaymentProviders],
})
export class PaymentsModule {}
