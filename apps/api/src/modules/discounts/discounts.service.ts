import { type Discount, type discountQuerySchema, TIME_BONUS, WELCOME_BONUS } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import { ApiError } from '../../common/api-error.js';
import { tenantScoped } from '../../persistence/tenant-scoped.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import type { Member } from '../accounts/entities/member.entity.js';
import type { AppliedDiscount, OrderContext } from './applied-discount.js';
import { buyerOrder } from './buyer-order.js';
import { DiscountCode } from './discount-code.entity.js';
import { type BonusWindow, discountOf, timeBonusWindow, welcomeWindow } from './discount-view.js';
import { orderMisfit } from './order-fit.js';
import { isRedeemed, reserveRedemption, settleRedemption } from './redemptions.js';

type Buyer = Pick<Member, 'id' | 'paidUser' | 'createdAt'>;
type DiscountQuery = z.infer<typeof discountQuerySchema>;

/** The tenant's two codes for new members; the window each is open in, counted from signup. */
const BONUS_CODES = {
  [TIME_BONUS.code]: { reason: 'time_bonus', percentage: TIME_BONUS.percentage, window: timeBonusWindow },
  [WELCOME_BONUS.code]: { reason: 'welcome', percentage: WELCOME_BONUS.percentage, window: welcomeWindow },
} as const;
type BonusCodeName = keyof typeof BONUS_CODES;

const isBonusCode = (code: string): code is BonusCodeName => Object.hasOwn(BONUS_CODES, code);
/** The bonus a stored code is: a code of the same name made for another reason is an ordinary code. */
const bonusOf = (row: DiscountCode) =>
  isBonusCode(row.code) && BONUS_CODES[row.code].reason === row.reason ? BONUS_CODES[row.code] : undefined;

/**
 * Discount codes (spec §3, §4, §7, §9): the time bonus and the welcome code of new unpaid members, the
 * retention offer and campaign codes; the check of a typed code against an order; and their uses,
 * reserved in the payment's transaction and settled when the payment is final.
 */
@Injectable()
export class DiscountsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The active discount: the time bonus when the member has it, else the welcome code. */
  async active(tenant: Tenant, member: Buyer, now = new Date()): Promise<Discount | null> {
    const found =
      (await this.bonus(tenant, member, TIME_BONUS.code, now)) ??
      (await this.bonus(tenant, member, WELCOME_BONUS.code, now));
    return found?.discount ?? null;
  }

  async welcome(tenant: Tenant, member: Buyer, now = new Date()): Promise<Discount | null> {
    return (await this.bonus(tenant, member, WELCOME_BONUS.code, now))?.discount ?? null;
  }

  async timeBonus(tenant: Tenant, member: Buyer, now = new Date()): Promise<Discount | null> {
    return (await this.bonus(tenant, member, TIME_BONUS.code, now))?.discount ?? null;
  }

  /** A typed code, checked for this member and, when given, against the order; throws the reason it fails. */
  async check(tenant: Tenant, member: Buyer, typed: string, order?: OrderContext, now = new Date()) {
    return (await this.checked(tenant, member, typed, order, now)).discount;
  }

  /**
   * The discount a payment gets: the typed code (which must fit the order), else the active discount
   * that fits it — one the member did not type is simply left out when its limits rule the order out.
   */
  async forOrder(
    tenant: Tenant,
    member: Buyer,
    typed: string | undefined,
    order: OrderContext,
    now = new Date(),
  ): Promise<AppliedDiscount | null> {
    if (typed?.trim()) return this.checked(tenant, member, typed, order, now);
    const fitting = (await this.activeApplied(tenant, member, now)).find(
      (candidate) => orderMisfit(candidate.row, order) === null,
    );
    return fitting ? applied(fitting) : null;
  }

  /**
   * GET /api/discountcode.php: `code=` checks a typed code (against the bundle's price in the buyer's
   * country and the method when given), `welcome=true` the welcome code, else the active discount.
   */
  async lookup(tenant: Tenant, member: Buyer, query: DiscountQuery, geoipCountry: string | null) {
    if (query.code === undefined) {
      return query.welcome === 'true' ? this.welcome(tenant, member) : this.active(tenant, member);
    }
    const order = await buyerOrder(this.dataSource, tenant, member.id, geoipCountry, {
      bundleId: query.bundle_id,
      method: query.method,
    });
    return this.check(tenant, member, query.code, order);
  }

  /** Inside the payment's transaction: the code's use; a code already taken answers code_already_used. */
  reserve(db: EntityManager, tenant: Tenant, discount: AppliedDiscount, memberId: number, paymentId: number) {
    return reserveRedemption(db, tenant, discount.codeId, memberId, paymentId);
  }

  /** Inside the transaction that makes the payment final: its code's use becomes used or released. */
  settle(db: EntityManager, tenant: Tenant, paymentId: number, outcome: 'used' | 'released') {
    return settleRedemption(db, tenant, paymentId, outcome);
  }

  /** The time bonus and the welcome code the member has now, best first (the order may rule one out). */
  private async activeApplied(tenant: Tenant, member: Buyer, now: Date): Promise<Candidate[]> {
    const timeBonus = await this.bonus(tenant, member, TIME_BONUS.code, now);
    const welcome = await this.bonus(tenant, member, WELCOME_BONUS.code, now);
    return [timeBonus, welcome].filter((candidate) => candidate !== null);
  }

  /** The member's time bonus or welcome code: unpaid, inside its window from signup, not yet used. */
  private async bonus(
    tenant: Tenant,
    member: Buyer,
    name: BonusCodeName,
    now: Date,
  ): Promise<Candidate | null> {
    if (member.paidUser) return null;
    const window = BONUS_CODES[name].window(member.createdAt, now);
    if (!window) return null;
    const row = await this.bonusCode(tenant, name);
    if (row.status !== 'active' || row.reason !== BONUS_CODES[name].reason) return null;
    if (await isRedeemed(this.dataSource, tenant, row, member.id)) return null;
    return candidate(row, now, window);
  }

  /** The tenant's bonus code row, created the first time it is asked for. */
  private async bonusCode(tenant: Tenant, name: BonusCodeName): Promise<DiscountCode> {
    const codes = tenantScoped(this.dataSource, DiscountCode);
    const found = await codes.findOne(tenant, { code: name });
    if (found) return found;
    const { code, reason, valuePercentage, validity, status } = unsavedBonusCode(tenant, name);
    await codes.insert(tenant, [{ code, reason, valuePercentage, validity, status }], { orIgnore: true });
    return codes.findOneOrFail(tenant, { code: name });
  }

  private async checked(
    tenant: Tenant,
    member: Buyer,
    typed: string,
    order: OrderContext | undefined,
    now: Date,
  ): Promise<AppliedDiscount> {
    const row = await this.typedCode(tenant, member, typed);
    const window = bonusOf(row)?.window(member.createdAt, now);
    if (window === undefined && row.expiresAt !== null && row.expiresAt <= now)
      throw new ApiError('code_expired');
    if (row.status === 'used' || (await isRedeemed(this.dataSource, tenant, row, member.id))) {
      throw new ApiError('code_already_used');
    }
    if (window === null || (window !== undefined && member.paidUser)) throw new ApiError('code_not_eligible');
    const misfit = order ? orderMisfit(row, order) : null;
    if (misfit) throw misfit;
    // a bonus code typed before the tenant's row existed is stored only now: a refusal writes nothing
    const stored = row.id ? row : await this.bonusCode(tenant, bonusName(row));
    return applied(candidate(stored, now, window ?? undefined));
  }

  /**
   * The tenant's code as typed (trimmed, upper case). Inactive codes, another member's personal code,
   * and a personal code whose member is gone are not found: nobody learns that they exist.
   */
  private async typedCode(tenant: Tenant, member: Buyer, typed: string): Promise<DiscountCode> {
    const name = typed.trim().toUpperCase();
    if (!name) throw new ApiError('code_not_found');
    const stored = await tenantScoped(this.dataSource, DiscountCode).findOne(tenant, { code: name });
    const row = stored ?? (isBonusCode(name) ? unsavedBonusCode(tenant, name) : null);
    if (!row || row.status === 'inactive') throw new ApiError('code_not_found');
    if (row.memberId !== null && row.memberId !== member.id) throw new ApiError('code_not_found');
    if (row.memberId === null && row.reason === 'retention') throw new ApiError('code_not_found');
    return row;
  }
}

/** A bonus code as it is stored the first time (id 0 until then). */
function unsavedBonusCode(tenant: Tenant, name: BonusCodeName): DiscountCode {
  return Object.assign(new DiscountCode(), {
    id: 0,
    tenantId: tenant.id,
    code: name,
    memberId: null,
    valuePercentage: BONUS_CODES[name].percentage,
    status: 'active',
    reason: BONUS_CODES[name].reason,
    validity: 'once-per-user',
    country: null,
    currency: null,
    minimumOrderValue: null,
    paymentMethods: null,
    expiresAt: null,
  });
}

const bonusName = (row: DiscountCode) => row.code as BonusCodeName;

interface Candidate {
  row: DiscountCode;
  discount: Discount;
}

const candidate = (row: DiscountCode, now: Date, window?: BonusWindow): Candidate => ({
  row,
  discount: discountOf(row, now, window),
});

const applied = ({ row, discount }: Candidate): AppliedDiscount => ({
  codeId: row.id,
  code: row.code,
  percentage: row.valuePercentage,
  discount,
});
