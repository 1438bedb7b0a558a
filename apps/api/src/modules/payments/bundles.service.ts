import type { BundlesAnswer, Discount, PaymentMethodsAnswer } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { buyerPlace, type Place } from '../discounts/buyer-order.js';
import { DiscountsService } from '../discounts/discounts.service.js';
import { bundleIn, bundlesIn } from './pricing/bundle-prices.js';
import { bundleView } from './pricing/bundle-view.js';
import { askProvider } from './providers/ask-provider.js';
import { PaymentProviders } from './providers/payment-providers.js';

/** A tenant that prices nothing yet still answers in its first country, with no bundles. */
const placeOrDefault = (tenant: Tenant, place: Place | null): Place =>
  place ?? { country: tenant.countries[0] ?? 'NL', currency: 'EUR' };

/** The shop window: bundles priced for the buyer, with the discount that applies, and the methods to pay. */
@Injectable()
export class BundlesService {
  constructor(
    private readonly db: DataSource,
    private readonly discounts: DiscountsService,
    private readonly providers: PaymentProviders,
  ) {}

  /** Visitors see the prices of their geoip country; members their own country's, with their discount. */
  async bundles(
    tenant: Tenant,
    member: Member | null,
    code: string | undefined,
    geoipCountry: string | null,
  ): Promise<BundlesAnswer> {
    const place = placeOrDefault(tenant, await buyerPlace(this.db, tenant, member?.id ?? 0, geoipCountry));
    const discount = member ? await this.shownDiscount(tenant, member, code, place) : null;
    const bundles = await bundlesIn(this.db, tenant, place);
    return {
      country: place.country,
      currency: place.currency,
      message_credits: tenant.messageCredits,
      bundles: bundles.map((bundle) => bundleView(bundle, discount, tenant.messageCredits)),
      discount,
    };
  }

  /** The methods the provider offers for the bundle at its price for this member. */
  async methods(
    tenant: Tenant,
    member: Member,
    bundleId: number,
    code: string | undefined,
    geoipCountry: string | null,
  ): Promise<PaymentMethodsAnswer> {
    const place = await buyerPlace(this.db, tenant, member.id, geoipCountry);
    const bundle = await bundleIn(this.db, tenant, place, bundleId);
    const order = { country: place?.country ?? '', currency: bundle.currency, amount: bundle.amount };
    const applied = await this.discounts.forOrder(tenant, member, code, order);
    const view = bundleView(bundle, applied?.discount ?? null, tenant.messageCredits);
    const methods = await askProvider(
      this.providers.for(tenant).methods(tenant, {
        amount: { amount: view.discounted_amount, currency: bundle.currency },
        country: order.country,
        locale: member.language,
        sequenceType: 'oneoff',
      }),
    );
    return { bundle: view, methods, discount: applied?.discount ?? null };
  }

  /** A typed code must hold in the buyer's country (its errors are the answer); else the active discount. */
  private shownDiscount(
    tenant: Tenant,
    member: Member,
    code: string | undefined,
    place: Place,
  ): Promise<Discount | null> {
    if (code?.trim()) return this.discounts.check(tenant, member, code, place);
    return this.discounts.active(tenant, member);
  }
}
