import type { CreatePaymentAnswer, PaymentMethod, RepeatOrderAnswer } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { buyerPlace } from '../discounts/buyer-order.js';
import { DiscountsService } from '../discounts/discounts.service.js';
import { PaymentsService } from './payments.service.js';
import { bundleIn } from './pricing/bundle-prices.js';
import { bundleView } from './pricing/bundle-view.js';
import { askProvider } from './providers/ask-provider.js';
import { PaymentProviders } from './providers/payment-providers.js';

interface LastOrder {
  bundle_id: number;
  method: PaymentMethod | null;
}

/** /credits/repeat-order: the last paid bundle again, charged to the stored mandate in one click. */
@Injectable()
export class RepeatOrderService {
  constructor(
    private readonly db: DataSource,
    private readonly payments: PaymentsService,
    private readonly discounts: DiscountsService,
    private readonly providers: PaymentProviders,
  ) {}

  async offer(tenant: Tenant, member: Member, geoipCountry: string | null): Promise<RepeatOrderAnswer> {
    const last = await this.lastOrder(tenant, member);
    if (!last) return { bundle: null, method: null, one_click: false };
    const place = await buyerPlace(this.db, tenant, member.id, geoipCountry);
    const bundle = await bundleIn(this.db, tenant, place, last.bundle_id).catch(() => null);
    if (!bundle) return { bundle: null, method: last.method, one_click: false };
    const applied = await this.discounts.forOrder(tenant, member, undefined, {
      country: place?.country ?? '',
      currency: bundle.currency,
      amount: bundle.amount,
      method: last.method ?? undefined,
    });
    const mandate = await this.mandate(tenant, member, last.method).catch(() => null);
    return {
      bundle: bundleView(bundle, applied?.discount ?? null, tenant.messageCredits),
      method: last.method,
      one_click: mandate !== null,
    };
  }

  /**
   * Charges the stored mandate; a charge the bank refuses comes back as status `failed`. A charge of it whose
   * answer never came within the last hour (Mollie's idempotency window) is asked for again under its key
   * instead, so a member who retries after the error gets the charge the provider made, not a second one.
   */
  async buy(
    tenant: Tenant,
    member: Member,
    geoipCountry: string | null,
    origin: string,
  ): Promise<CreatePaymentAnswer> {
    const last = await this.lastOrder(tenant, member);
    if (!last?.method) throw new ApiError('repeat_order_unavailable');
    const mandate = await this.mandate(tenant, member, last.method);
    if (!mandate) throw new ApiError('repeat_order_unavailable');
    const order = { bundleId: last.bundle_id, method: last.method, geoipCountry, origin, recurring: mandate };
    const unanswered = await this.unansweredCharge(tenant, member, mandate.mandateId);
    const resumed = unanswered ? await this.payments.resume(tenant, member, unanswered, order) : null;
    return resumed ?? this.payments.start(tenant, member, order);
  }

  /** The member's latest charge of the mandate, within the hour, whose creation got no answer. */
  private async unansweredCharge(tenant: Tenant, member: Member, mandateId: string): Promise<number | null> {
    const [row]: { id: number }[] = await this.db.query(
      `SELECT id FROM payment
        WHERE tenant_id = $1 AND member_id = $2 AND mandate_id = $3 AND sequence_type = 'recurring'
          AND provider_payment_id IS NULL AND status = 'pending' AND created_at > now() - interval '1 hour'
        ORDER BY created_at DESC LIMIT 1`,
      [tenant.id, member.id, mandateId],
    );
    return row?.id ?? null;
  }

  private async lastOrder(tenant: Tenant, member: Member): Promise<LastOrder | null> {
    const [last]: LastOrder[] = await this.db.query(
      `SELECT bundle_id, method FROM payment WHERE tenant_id = $1 AND member_id = $2 AND status = 'paid'
        ORDER BY paid_at DESC, id DESC LIMIT 1`,
      [tenant.id, member.id],
    );
    return last ?? null;
  }

  /** The member's valid mandate for the method at the provider, if any. */
  private async mandate(tenant: Tenant, member: Member, method: PaymentMethod | null) {
    const [row]: { payment_customer_id: string | null }[] = await this.db.query(
      'SELECT payment_customer_id FROM member WHERE id = $1 AND tenant_id = $2',
      [member.id, tenant.id],
    );
    const customerId = row?.payment_customer_id;
    if (!customerId) return null;
    const mandateId = await askProvider(this.providers.for(tenant).findMandate(tenant, customerId, method));
    return mandateId ? { customerId, mandateId } : null;
  }
}
