import type { CreatePaymentAnswer } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { type PaymentOrder, PaymentsService } from '../payments/payments.service.js';
import { askProvider } from '../payments/providers/ask-provider.js';
import { PaymentProviders } from '../payments/providers/payment-providers.js';
import type { DirectDebitMandate } from './direct-debit-mandate.entity.js';

export interface BuyerContext {
  geoipCountry: string | null;
  /** https://host[:port] of the tenant the buyer is on. */
  origin: string;
}

/** The payments core's side of a signed request: the provider's mandate, then the charge of it. */
@Injectable()
export class DirectDebitCharge {
  constructor(
    private readonly payments: PaymentsService,
    private readonly providers: PaymentProviders,
  ) {}

  /** Records the mandate the member signed with the SMS code at the tenant's provider; answers its id. */
  async createMandate(tenant: Tenant, member: Member, request: DirectDebitMandate): Promise<string> {
    const customerId = await this.payments.customerOf(tenant, member);
    const mandate = {
      consumerName: request.accountHolder,
      consumerAccount: request.iban,
      signatureDate: dateIn(tenant.timeZone, new Date()),
      mandateReference: mandateReference(tenant, request.id),
      // the code posted again after no answer gets the mandate made then, not a second one; the request's
      // creation time tells this database's request from another's of the same id on the same Mollie account
      idempotencyKey: `mandate-${request.id}-${request.createdAt.getTime()}`,
    };
    return askProvider(this.providers.for(tenant).createMandate(tenant, customerId, mandate));
  }

  /**
   * The bundle's payment, charged from the mandate (a recurring payment: no checkout). `keep` learns the
   * payment's id before the provider is asked; the request's earlier payment (`paymentId`, kept by a try whose
   * answer was an error) is resumed instead of starting a second charge, unless the provider refused it.
   */
  async start(
    tenant: Tenant,
    member: Member,
    request: DirectDebitMandate,
    mandateId: string,
    buyer: BuyerContext,
    keep: (paymentId: number) => Promise<void>,
  ): Promise<CreatePaymentAnswer> {
    const customerId = await this.payments.customerOf(tenant, member);
    const order: PaymentOrder = {
      bundleId: request.bundleId,
      method: 'directdebit',
      code: request.discountCode ?? undefined,
      geoipCountry: buyer.geoipCountry,
      origin: buyer.origin,
      recurring: { customerId, mandateId },
    };
    const earlier = request.paymentId
      ? await this.payments.resume(tenant, member, request.paymentId, order)
      : null;
    return earlier ?? this.payments.start(tenant, member, order, keep);
  }
}

/** YYYY-MM-DD of `at` in the tenant's time zone (the day the member signed). */
const dateIn = (timeZone: string, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

/** A SEPA mandate reference has at most 35 characters. */
const mandateReference = (tenant: Tenant, requestId: number) =>
  `${tenant.slug.slice(0, 20)}-DD-${requestId}`.toUpperCase();
