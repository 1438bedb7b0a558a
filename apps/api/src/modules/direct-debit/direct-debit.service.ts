import {
  type DirectDebitAnswer,
  type directDebitCodeRequestSchema,
  type directDebitRequestSchema,
  SMS_CODE_TRIES,
  SMS_CODE_TTL_MINUTES,
} from '@amora/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { ApiError } from '../../common/api-error.js';
import { withAdvisoryLock } from '../../persistence/advisory-lock.js';
import { tenantScoped } from '../../persistence/tenant-scoped.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { buyerOrder } from '../discounts/buyer-order.js';
import { DiscountsService } from '../discounts/discounts.service.js';
import { InjectSmsSender, type SmsSender } from '../sms/sms-sender.js';
import { type BuyerContext, DirectDebitCharge } from './direct-debit-charge.js';
import { assertNotBlocked, assertUnderMonthlyLimit, lockBuyer } from './direct-debit-limits.js';
import { DirectDebitMandate } from './direct-debit-mandate.entity.js';
import { e164Mobile, mobileHint } from './mobile-number.js';
import { sepaIban } from './sepa-iban.js';
import { hashSmsCode, newSmsCode, smsCodeMatches } from './sms-code.js';
import { smsCodeText } from './sms-text.js';

type DirectDebitRequest = z.infer<typeof directDebitRequestSchema>;
type DirectDebitCodeRequest = z.infer<typeof directDebitCodeRequestSchema>;

/** The server's secret, the key of the SMS codes' hashes. */
export const SMS_CODE_KEY = Symbol('SMS_CODE_KEY');

/** The advisory lock of a request's confirmation is this plus the request's id. */
const CONFIRM_LOCK = 0x4444_0000_0000;

/** SEPA charges euros only. */
const DIRECT_DEBIT_CURRENCY = 'EUR';

/**
 * Direct debit on /directdebit (spec §5, §8): the mandate's details are checked and stored with an SMS
 * code; the code, typed within SMS_CODE_TTL_MINUTES and SMS_CODE_TRIES tries, signs the mandate at the
 * provider and starts the bundle's payment from it.
 */
@Injectable()
export class DirectDebitService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly discounts: DiscountsService,
    private readonly charge: DirectDebitCharge,
    @InjectSmsSender() private readonly sms: SmsSender,
    @Inject(SMS_CODE_KEY) private readonly codeKey: string,
  ) {}

  /** Checks everything that can fail before the SMS goes out, stores the request and sends its code. */
  async request(
    tenant: Tenant,
    member: Member,
    details: DirectDebitRequest,
    geoipCountry: string | null,
  ): Promise<DirectDebitAnswer> {
    const iban = sepaIban(details.iban);
    const mobile = e164Mobile(details.mobile, iban.slice(0, 2));
    await this.checkOrder(tenant, member, details, geoipCountry);
    const code = newSmsCode();
    const request = await this.dataSource.transaction(async (db) => {
      await lockBuyer(db, tenant, member.id, iban);
      await assertNotBlocked(db, tenant, member.id, iban);
      await assertUnderMonthlyLimit(db, tenant, member.id, iban);
      return tenantScoped(db, DirectDebitMandate).save(tenant, {
        memberId: member.id,
        bundleId: details.bundle_id,
        discountCode: details.code?.trim().toUpperCase() || null,
        accountHolder: details.account_holder.trim(),
        iban,
        street: details.street.trim(),
        houseNumber: details.house_number.trim(),
        postalCode: details.postal_code.trim(),
        city: details.city.trim(),
        mobile,
        smsCodeHash: hashSmsCode(this.codeKey, code),
        triesLeft: SMS_CODE_TRIES,
        codeExpiresAt: new Date(Date.now() + SMS_CODE_TTL_MINUTES * 60_000),
      });
    });
    const body = smsCodeText(member.language, tenant.name, code);
    await this.sms.send(tenant, { memberId: member.id, phone: mobile, body });
    return { request_id: request.id, mobile_hint: mobileHint(mobile) };
  }

  /**
   * The SMS code: a wrong one costs a try (the last one fails the request); the right one records the
   * mandate at the provider and starts the payment, once however often it is posted (also after an answer
   * that never came: the mandate and the payment are asked for again under the same idempotency keys).
   * Confirmations of one request take turns under an advisory lock held without a transaction: the
   * payments core's own transactions and the provider's calls run beside it (a transaction held across
   * them made the embedded PGlite, whose connections share one session, wait for itself).
   */
  async confirm(tenant: Tenant, member: Member, typed: DirectDebitCodeRequest, buyer: BuyerContext) {
    const request = await this.open(tenant, member.id, typed.request_id);
    if (!smsCodeMatches(this.codeKey, request.smsCodeHash, typed.sms_code)) {
      throw await this.spendTry(tenant, member.id, request.id);
    }
    return withAdvisoryLock(this.dataSource, CONFIRM_LOCK + request.id, () =>
      this.signAndCharge(tenant, member, request.id, buyer),
    );
  }

  /** Under the request's lock: read again (a confirmation before may have signed it), then charge. */
  private async signAndCharge(tenant: Tenant, member: Member, requestId: number, buyer: BuyerContext) {
    const request = await this.open(tenant, member.id, requestId);
    const mandateId = await this.providerMandate(tenant, member, request);
    const mandates = tenantScoped(this.dataSource, DirectDebitMandate);
    let started: number | null = null;
    const keep = async (paymentId: number) => {
      started = paymentId;
    };
    try {
      const payment = await this.charge.start(tenant, member, request, mandateId, buyer, keep);
      await mandates.update(
        tenant,
        { id: request.id },
        { status: 'signed', signedAt: new Date(), paymentId: payment.payment_id },
      );
      return { payment_id: payment.payment_id, status: payment.status };
    } catch (error) {
      // the payment kept and committed: the same code again resumes it (its answer may have been lost
      // while the provider charged the account) instead of charging a second time
      if (started !== null) await mandates.update(tenant, { id: request.id }, { paymentId: started });
      throw error;
    }
  }

  /** The bundle must be sold to the buyer in euros, and a typed code must fit it: refused before any SMS. */
  private async checkOrder(
    tenant: Tenant,
    member: Member,
    details: DirectDebitRequest,
    geoipCountry: string | null,
  ) {
    const order = await buyerOrder(this.dataSource, tenant, member.id, geoipCountry, {
      bundleId: details.bundle_id,
      method: 'directdebit',
    });
    if (order?.currency !== DIRECT_DEBIT_CURRENCY) throw new ApiError('payment_method_unavailable');
    if (details.code?.trim()) await this.discounts.check(tenant, member, details.code, order);
  }

  /**
   * The provider's mandate of the request, created once and stored before the payment starts: a
   * payment that then fails to start can be retried with the same code without a second mandate.
   */
  private async providerMandate(
    tenant: Tenant,
    member: Member,
    request: DirectDebitMandate,
  ): Promise<string> {
    if (request.providerMandateId) return request.providerMandateId;
    const mandateId = await this.charge.createMandate(tenant, member, request);
    await tenantScoped(this.dataSource, DirectDebitMandate).update(
      tenant,
      { id: request.id },
      { providerMandateId: mandateId },
    );
    return mandateId;
  }

  /** The member's own request of this tenant, still waiting for its code (else not found). */
  private async open(tenant: Tenant, memberId: number, requestId: number): Promise<DirectDebitMandate> {
    const request = await tenantScoped(this.dataSource, DirectDebitMandate).findOne(tenant, {
      id: requestId,
      memberId,
      status: 'awaiting_code',
    });
    const usable = request && request.triesLeft > 0 && request.codeExpiresAt > new Date();
    if (!usable) throw new ApiError('directdebit_request_not_found');
    return request;
  }

  /** One try less, counted in the database so parallel wrong codes each cost one; none left: failed. */
  private async spendTry(tenant: Tenant, memberId: number, requestId: number): Promise<ApiError> {
    const [rows]: [{ tries_left: number }[], number] = await this.dataSource.query(
      `UPDATE direct_debit_mandate
          SET tries_left = tries_left - 1,
              status = CASE WHEN tries_left <= 1 THEN 'failed' ELSE status END
        WHERE id = $1 AND tenant_id = $2 AND member_id = $3
          AND status = 'awaiting_code' AND tries_left > 0 AND code_expires_at > now()
        RETURNING tries_left`,
      [requestId, tenant.id, memberId],
    );
    if (rows.length === 0) return new ApiError('directdebit_request_not_found');
    return new ApiError('directdebit_code_invalid', { tries_left: rows[0].tries_left });
  }
}
