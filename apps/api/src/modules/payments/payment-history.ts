import { FINAL_PAYMENT_STATUSES, type Payment as PaymentView } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { Company } from '../../tenancy/company.entity.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { PaymentsService } from './payments.service.js';
import { vatIncluded } from './pricing/vat.js';

interface PaymentRow {
  id: number;
  bundle_id: number;
  status: PaymentView['status'];
  method: PaymentView['method'];
  credits: number;
  amount: number;
  currency: string;
  list_amount: number;
  discount_code: string | null;
  discount_percentage: string | null;
  vat_rate: string;
  sequence_type: string;
  refunded_credits: number;
  created_at: Date;
  paid_at: Date | null;
}

const HISTORY_SQL = `
  SELECT p.id, p.bundle_id, p.status, p.method, p.credits, p.amount, p.currency, p.list_amount, c.code AS discount_code,
         p.discount_percentage, p.vat_rate, p.sequence_type, p.created_at, p.paid_at,
         (SELECT coalesce(sum(r.credits), 0)::int FROM payment_refund r WHERE r.payment_id = p.id)
       + (SELECT coalesce(sum(b.credits), 0)::int FROM payment_chargeback b WHERE b.payment_id = p.id)
           AS refunded_credits
    FROM payment p LEFT JOIN discount_code c ON c.id = p.discount_code_id
   WHERE p.tenant_id = $1 AND p.member_id = $2`;

/** The receipt number: the tenant's slug, the year paid and the payment id (`VONK-2026-42`). */
const receiptNumber = (tenant: Tenant, row: PaymentRow, paidAt: Date) =>
  `${tenant.slug.toUpperCase()}-${paidAt.getUTCFullYear()}-${row.id}`;

/** A member's own payments, newest first, with a printable receipt for each paid one. */
@Injectable()
export class PaymentHistory {
  constructor(
    private readonly db: DataSource,
    private readonly payments: PaymentsService,
  ) {}

  async list(tenant: Tenant, member: Member): Promise<PaymentView[]> {
    const rows: PaymentRow[] = await this.db.query(`${HISTORY_SQL} ORDER BY p.id DESC LIMIT 100`, [
      tenant.id,
      member.id,
    ]);
    const company = await this.company(tenant);
    return rows.map((row) => this.view(tenant, company, row));
  }

  /**
   * One payment of the member (another's id is not found). While it is not final its status is asked of
   * the provider first, so the return page books it even before the webhook; a provider that cannot be
   * reached leaves the stored status.
   */
  async one(tenant: Tenant, member: Member, id: number): Promise<PaymentView> {
    const own = await this.find(tenant, member, id);
    if (!FINAL_PAYMENT_STATUSES.includes(own.status)) {
      await this.payments.sync(tenant, id).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.code === 'payment_provider_unavailable')) throw error;
      });
    }
    return this.view(tenant, await this.company(tenant), await this.find(tenant, member, id));
  }

  private async find(tenant: Tenant, member: Member, id: number): Promise<PaymentRow> {
    const [row]: PaymentRow[] = await this.db.query(`${HISTORY_SQL} AND p.id = $3`, [
      tenant.id,
      member.id,
      id,
    ]);
    if (!row) throw new ApiError('payment_not_found');
    return row;
  }

  private company(tenant: Tenant): Promise<Company | null> {
    return this.db.getRepository(Company).findOneBy({ id: tenant.companyId });
  }

  private view(tenant: Tenant, company: Company | null, row: PaymentRow): PaymentView {
    const vatRate = Number(row.vat_rate);
    const vat = vatIncluded(row.amount, vatRate);
    return {
      id: row.id,
      bundle_id: row.bundle_id,
      status: row.status,
      method: row.method,
      credits: row.credits,
      amount: row.amount,
      currency: row.currency,
      list_amount: row.list_amount,
      discount_code: row.discount_code,
      discount_percentage: row.discount_percentage === null ? null : Number(row.discount_percentage),
      recurring: row.sequence_type === 'recurring',
      refunded_credits: row.refunded_credits,
      created_at: row.created_at.toISOString(),
      paid_at: row.paid_at?.toISOString() ?? null,
      receipt:
        row.status === 'paid' && row.paid_at
          ? {
              number: receiptNumber(tenant, row, row.paid_at),
              date: row.paid_at.toISOString(),
              company: {
                name: company?.name ?? tenant.name,
                address: company?.address ?? '',
                city: company?.city ?? '',
                country: company?.country ?? '',
                kvk: company?.kvk ?? '',
                vat_number: company?.vatNumbers[0] ?? '',
              },
              vat_rate: vatRate,
              net_amount: row.amount - vat,
              vat_amount: vat,
            }
          : null,
    };
  }
}
