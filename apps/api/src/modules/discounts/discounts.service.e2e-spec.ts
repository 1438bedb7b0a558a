import { setTimeout as sleep } from 'node:timers/promises';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import {
  insertBundle,
  insertCode,
  insertMember,
  insertPayment,
  redemptionsOf,
} from '../../test/discounts.js';
import { createTenant } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import type { AppliedDiscount, OrderContext } from './applied-discount.js';
import { DiscountsService } from './discounts.service.js';

const HOUR = 3600;
type Buyer = Awaited<ReturnType<typeof insertMember>>;

describe('DiscountsService on a real database', () => {
  let t: TestApp;
  let discounts: DiscountsService;
  let tenant: Tenant;
  let other: Tenant;
  let bundleId: number;
  const signup = new Date('2026-03-01T10:00:00Z');
  const at = (seconds: number) => new Date(signup.getTime() + seconds * 1000);
  const order: OrderContext = { country: 'NL', currency: 'EUR', amount: 1000, method: 'ideal' };

  beforeAll(async () => {
    t = await startTestApp();
    discounts = t.app.get(DiscountsService);
    tenant = (await createTenant(t.dataSource)).tenant;
    other = (await createTenant(t.dataSource)).tenant;
    bundleId = await insertBundle(t.dataSource, tenant.id, [
      { country: 'NL', currency: 'EUR', amount: 1000 },
    ]);
  });
  afterAll(() => t.close());

  const newMember = (options: { paidUser?: boolean } = {}) =>
    insertMember(t.dataSource, tenant.id, { createdAt: signup, ...options });
  const codeId = async (code: string, of = tenant) => {
    const [row]: { id: number }[] = await t.dataSource.query(
      'SELECT id FROM discount_code WHERE tenant_id = $1 AND code = $2',
      [of.id, code],
    );
    return row.id;
  };
  /** The discount of an order, which the test expects there to be. */
  const discountFor = async (member: Buyer, typed?: string, now = new Date()) => {
    const applied = await discounts.forOrder(tenant, member, typed, order, now);
    if (!applied) throw new Error(`no discount for ${typed ?? 'the order'}`);
    return applied;
  };
  /** A payment of the member that reserved the discount, in its own committed transaction. */
  const reserved = async (memberId: number, applied: AppliedDiscount) => {
    const paymentId = await insertPayment(t.dataSource, tenant.id, memberId, bundleId);
    await t.dataSource.transaction((db) => discounts.reserve(db, tenant, applied, memberId, paymentId));
    return paymentId;
  };
  const settle = (
    paymentId: number,
    outcome: 'used' | 'released',
    status = outcome === 'used' ? 'paid' : 'failed',
  ) =>
    t.dataSource.transaction(async (db) => {
      await db.query('UPDATE payment SET status = $2 WHERE id = $1', [paymentId, status]);
      await discounts.settle(db, tenant, paymentId, outcome);
    });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: { code?: string; params?: unknown }) => ({ code: error.code, params: error.params }),
    );

  describe('the time bonus (spec §4, §9)', () => {
    it('starts at signup with 14,400 s left and ends exactly 14,400 s later', async () => {
      const member = await newMember();
      expect(await discounts.timeBonus(tenant, member, at(0))).toEqual({
        code: 'TIMEBONUS25',
        kind: 'time_bonus',
        value_percentage: 25,
        country: null,
        currency: null,
        minimum_order_value: null,
        paymentmethods: null,
        validity: 'once-per-user',
        status: 'active',
        user_id: null,
        expires: at(14_400).toISOString(),
        expired: false,
        seconds_left: 14_400,
        duration: 14_400,
      });
      expect((await discounts.timeBonus(tenant, member, at(14_399)))?.seconds_left).toBe(1);
      expect(await discounts.timeBonus(tenant, member, at(14_400))).toBeNull();
      expect(await discounts.timeBonus(tenant, member, at(5 * HOUR))).toBeNull();
    });

    it('is never there for a paid member', async () => {
      const member = await newMember({ paidUser: true });
      expect(await discounts.timeBonus(tenant, member, at(0))).toBeNull();
      expect(await discounts.active(tenant, member, at(0))).toBeNull();
      expect(await failure(discounts.check(tenant, member, 'timebonus25', undefined, at(10)))).toEqual({
        code: 'code_not_eligible',
        params: undefined,
      });
    });

    it('is gone once redeemed, and back when the payment fails', async () => {
      const member = await newMember();
      const applied = await discountFor(member, undefined, at(60));
      expect(applied.code).toBe('TIMEBONUS25');
      const paymentId = await reserved(member.id, applied);
      // at the bank: the provider's id known (one without it got no answer and may be started again)
      await t.dataSource.query(
        `UPDATE payment SET status = 'pending', provider_payment_id = 'tr_bank' || id WHERE id = $1`,
        [paymentId],
      );
      expect(await discounts.timeBonus(tenant, member, at(120))).toBeNull();
      await settle(paymentId, 'released');
      expect(await discounts.timeBonus(tenant, member, at(120))).not.toBeNull();

      const again = await reserved(member.id, applied);
      await settle(again, 'used');
      expect(await discounts.timeBonus(tenant, member, at(180))).toBeNull();
      expect((await discounts.active(tenant, member, at(180)))?.code).toBe('WELCOME25');
      expect(await failure(discounts.check(tenant, member, 'TIMEBONUS25', order, at(180)))).toMatchObject({
        code: 'code_already_used',
      });
    });

    it('stays while the member’s payment is still open (a retry moves the reservation)', async () => {
      const member = await newMember();
      const applied = await discountFor(member, undefined, at(60));
      await reserved(member.id, applied);
      expect((await discounts.timeBonus(tenant, member, at(90)))?.code).toBe('TIMEBONUS25');
    });

    it('is stored when typed before the tenant’s row existed, and not when refused', async () => {
      const site = (await createTenant(t.dataSource)).tenant;
      const stored = async () =>
        (await t.dataSource.query('SELECT code FROM discount_code WHERE tenant_id = $1', [site.id])).length;
      const paid = await insertMember(t.dataSource, site.id, { createdAt: signup, paidUser: true });
      expect(await failure(discounts.check(site, paid, 'timebonus25', order, at(1)))).toMatchObject({
        code: 'code_not_eligible',
      });
      expect(await stored()).toBe(0);
      const member = await insertMember(t.dataSource, site.id, { createdAt: signup });
      const applied = await discounts.forOrder(site, member, 'TIMEBONUS25', order, at(1));
      expect(applied).toMatchObject({ code: 'TIMEBONUS25', codeId: expect.any(Number), percentage: 25 });
      expect(applied?.codeId).toBeGreaterThan(0);
      expect(await stored()).toBe(1);
    });

    it('is made once per tenant, with the tenant’s own row', async () => {
      const member = await insertMember(t.dataSource, other.id, { createdAt: signup });
      await Promise.all([1, 2, 3].map(() => discounts.timeBonus(other, member, at(1))));
      const rows: { n: number }[] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM discount_code WHERE tenant_id = $1 AND code = 'TIMEBONUS25'`,
        [other.id],
      );
      expect(rows[0].n).toBe(1);
    });
  });

  describe('the welcome code and the active discount', () => {
    it('is the time bonus first, then the welcome code until 72 hours after signup', async () => {
      const member = await newMember();
      expect((await discounts.active(tenant, member, at(0)))?.code).toBe('TIMEBONUS25');
      expect((await discounts.welcome(tenant, member, at(0)))?.code).toBe('WELCOME25');
      const welcome = await discounts.active(tenant, member, at(4 * HOUR));
      expect(welcome).toMatchObject({
        code: 'WELCOME25',
        kind: 'welcome',
        value_percentage: 25,
        expires: at(72 * HOUR).toISOString(),
        seconds_left: 68 * HOUR,
        duration: null,
      });
      expect(await discounts.active(tenant, member, at(72 * HOUR))).toBeNull();
      expect(await discounts.welcome(tenant, member, at(72 * HOUR))).toBeNull();
      expect(
        await failure(discounts.check(tenant, member, 'WELCOME25', undefined, at(72 * HOUR))),
      ).toMatchObject({
        code: 'code_not_eligible',
      });
    });

    it('is not for paid members, nor used twice', async () => {
      expect(await discounts.welcome(tenant, await newMember({ paidUser: true }), at(0))).toBeNull();
      const member = await newMember();
      const applied = await discountFor(member, 'welcome25', at(5 * HOUR));
      await settle(await reserved(member.id, applied), 'used');
      expect(await discounts.welcome(tenant, member, at(5 * HOUR))).toBeNull();
    });

    it('leaves out an active discount whose limits do not fit the order', async () => {
      const site = (await createTenant(t.dataSource)).tenant;
      await insertCode(t.dataSource, site.id, {
        code: 'TIMEBONUS25',
        reason: 'time_bonus',
        value_percentage: 25,
        validity: 'once-per-user',
        minimum_order_value: 2000,
      });
      const member = await insertMember(t.dataSource, site.id, { createdAt: signup });
      expect((await discounts.forOrder(site, member, undefined, order, at(1)))?.code).toBe('WELCOME25');
      expect(
        (await discounts.forOrder(site, member, undefined, { ...order, amount: 2000 }, at(1)))?.code,
      ).toBe('TIMEBONUS25');
      expect(await discounts.forOrder(site, member, undefined, order, at(4 * HOUR))).toMatchObject({
        code: 'WELCOME25',
        percentage: 25,
      });
    });
  });

  describe('a typed code', () => {
    it('is read trimmed and in upper case', async () => {
      await insertCode(t.dataSource, tenant.id, { code: 'SPRING10', value_percentage: 10 });
      const member = await newMember();
      expect(await discounts.check(tenant, member, '  spring10 ', order)).toMatchObject({
        code: 'SPRING10',
        kind: 'promotion',
        value_percentage: 10,
        validity: 'unlimited',
      });
      expect(await discounts.forOrder(tenant, member, 'Spring10', order)).toMatchObject({
        code: 'SPRING10',
        percentage: 10,
      });
    });

    it('answers every reason a code cannot be used', async () => {
      const member = await newMember();
      const someone = await newMember();
      const future = new Date(Date.now() + 86_400_000);
      await insertCode(t.dataSource, tenant.id, { code: 'OFF', status: 'inactive' });
      await insertCode(t.dataSource, tenant.id, { code: 'OLD', expires_at: new Date(Date.now() - 1000) });
      await insertCode(t.dataSource, tenant.id, {
        code: 'THEIRS',
        member_id: someone.id,
        expires_at: future,
      });
      await insertCode(t.dataSource, tenant.id, { code: 'ORPHAN', reason: 'retention' });
      await insertCode(t.dataSource, tenant.id, {
        code: 'THEIROLD',
        member_id: someone.id,
        expires_at: new Date(0),
      });
      await insertCode(t.dataSource, tenant.id, { code: 'SPENT', validity: 'once', status: 'used' });
      await insertCode(t.dataSource, tenant.id, { code: 'BE', country: 'BE' });
      await insertCode(t.dataSource, tenant.id, { code: 'CHF', currency: 'CHF' });
      await insertCode(t.dataSource, tenant.id, { code: 'BIG', minimum_order_value: 1250, currency: 'EUR' });
      await insertCode(t.dataSource, tenant.id, { code: 'PAYPAL', payment_methods: ['paypal'] });
      await insertCode(t.dataSource, other.id, { code: 'ELSEWHERE' });
      const reason = (code: string) => failure(discounts.check(tenant, member, code, order));

      expect(await reason('NOPE')).toMatchObject({ code: 'code_not_found' });
      expect(await reason('   ')).toMatchObject({ code: 'code_not_found' });
      expect(await reason('OFF')).toMatchObject({ code: 'code_not_found' });
      expect(await reason('ELSEWHERE')).toMatchObject({ code: 'code_not_found' });
      expect(await reason('THEIRS')).toMatchObject({ code: 'code_not_found' });
      expect(await reason('ORPHAN')).toMatchObject({ code: 'code_not_found' });
      expect(await reason('THEIROLD')).toMatchObject({ code: 'code_not_found' });
      expect(await reason('OLD')).toMatchObject({ code: 'code_expired' });
      expect(await reason('SPENT')).toMatchObject({ code: 'code_already_used' });
      expect(await reason('BE')).toMatchObject({ code: 'code_wrong_country' });
      expect(await reason('CHF')).toMatchObject({ code: 'code_wrong_country' });
      expect(await reason('BIG')).toEqual({ code: 'code_minimum_order', params: { amount: '12.50 EUR' } });
      expect(await reason('PAYPAL')).toMatchObject({ code: 'code_wrong_method' });
      expect(await discounts.check(tenant, someone, 'theirs', order)).toMatchObject({ user_id: someone.id });
      expect(await discounts.check(tenant, member, 'BIG')).toMatchObject({ minimum_order_value: 1250 });
    });

    it('is used once per member, or once at all', async () => {
      const [ann, bob] = [await newMember(), await newMember()];
      const perMember = await insertCode(t.dataSource, tenant.id, {
        code: 'EACH',
        validity: 'once-per-user',
      });
      const single = await insertCode(t.dataSource, tenant.id, { code: 'ONLYONE', validity: 'once' });
      await settle(await reserved(ann.id, await discountFor(ann, 'EACH')), 'used');
      expect(await failure(discounts.check(tenant, ann, 'EACH', order))).toMatchObject({
        code: 'code_already_used',
      });
      expect(await discounts.check(tenant, bob, 'EACH', order)).toMatchObject({ code: 'EACH' });

      await settle(await reserved(ann.id, await discountFor(ann, 'ONLYONE')), 'used');
      expect(await failure(discounts.check(tenant, bob, 'ONLYONE', order))).toMatchObject({
        code: 'code_already_used',
      });
      const [code]: { status: string }[] = await t.dataSource.query(
        'SELECT status FROM discount_code WHERE id = $1',
        [single],
      );
      expect(code.status).toBe('used');
      expect((await redemptionsOf(t.dataSource, perMember)).map((r) => r.status)).toEqual(['used']);
    });
  });

  describe('reserve and settle', () => {
    it('lets exactly one of many parallel payments reserve a single-use code', async () => {
      for (let round = 0; round < 4; round++) {
        const code = `RACE${round}`;
        const id = await insertCode(t.dataSource, tenant.id, { code, validity: 'once' });
        const buyers = await Promise.all([1, 2, 3, 4, 5].map(() => newMember()));
        const attempts = buyers.map(async (buyer) => {
          const applied = await discountFor(buyer, code);
          return t.dataSource.transaction(async (db) => {
            const [{ id: paymentId }]: { id: number }[] = await db.query(
              `INSERT INTO payment (tenant_id, member_id, bundle_id, credits, country, currency, amount, list_amount,
                                    vat_rate, provider) VALUES ($1, $2, $3, 100, 'NL', 'EUR', 800, 1000, 21, 'simulator')
               RETURNING id`,
              [tenant.id, buyer.id, bundleId],
            );
            await discounts.reserve(db, tenant, applied, buyer.id, paymentId);
            // holds the reservation uncommitted while the others try theirs
            await sleep(100);
          });
        });
        const outcomes = await Promise.allSettled(attempts);
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        const reasons = outcomes.flatMap((o) =>
          o.status === 'rejected' ? [(o.reason as { code: string }).code] : [],
        );
        expect(reasons).toEqual(Array(4).fill('code_already_used'));
        expect(await redemptionsOf(t.dataSource, id)).toEqual([
          expect.objectContaining({ status: 'reserved' }),
        ]);
      }
    });

    it('does not abort the caller’s transaction when the code is taken', async () => {
      const member = await newMember();
      await insertCode(t.dataSource, tenant.id, { code: 'TAKEN', validity: 'once' });
      const applied = await discountFor(member, 'TAKEN');
      const someone = await newMember();
      const first = await insertPayment(t.dataSource, tenant.id, someone.id, bundleId, 'pending');
      await t.dataSource.transaction((db) => discounts.reserve(db, tenant, applied, someone.id, first));
      const written = await t.dataSource.transaction(async (db) => {
        // in the caller's transaction: the embedded PGlite has one session, which the transaction holds
        const paymentId = await insertPayment(db, tenant.id, member.id, bundleId);
        await expect(discounts.reserve(db, tenant, applied, member.id, paymentId)).rejects.toMatchObject({
          code: 'code_already_used',
        });
        const [row]: { n: number }[] = await db.query('SELECT 1 AS n');
        return row.n;
      });
      expect(written).toBe(1);
    });

    it('moves the member’s reservation off a payment still open, not off one at the bank', async () => {
      const member = await newMember();
      const id = await insertCode(t.dataSource, tenant.id, { code: 'RETRY', validity: 'once' });
      const applied = await discountFor(member, 'RETRY');
      const first = await reserved(member.id, applied);
      const second = await reserved(member.id, applied);
      expect(await redemptionsOf(t.dataSource, id)).toEqual([
        { payment_id: first, status: 'released' },
        { payment_id: second, status: 'reserved' },
      ]);
      // at the bank: the provider's id known
      await t.dataSource.query(
        `UPDATE payment SET status = 'pending', provider_payment_id = 'tr_bank' || id WHERE id = $1`,
        [second],
      );
      await expect(reserved(member.id, applied)).rejects.toMatchObject({ code: 'code_already_used' });
      expect(await redemptionsOf(t.dataSource, id)).toHaveLength(2);
      // one whose creation got no answer: the member may start again, the code moves
      await t.dataSource.query('UPDATE payment SET provider_payment_id = NULL WHERE id = $1', [second]);
      const third = await reserved(member.id, applied);
      expect((await redemptionsOf(t.dataSource, id)).slice(1)).toEqual([
        { payment_id: second, status: 'released' },
        { payment_id: third, status: 'reserved' },
      ]);
    });

    it('releases a failed payment’s code for the next one, and records a moved one that got paid after all', async () => {
      const member = await newMember();
      const id = await insertCode(t.dataSource, tenant.id, { code: 'SECOND', validity: 'once-per-user' });
      const applied = await discountFor(member, 'SECOND');
      const failed = await reserved(member.id, applied);
      await settle(failed, 'released');
      await settle(failed, 'used');
      expect(await redemptionsOf(t.dataSource, id)).toEqual([{ payment_id: failed, status: 'used' }]);

      const other = await newMember();
      const moved = await reserved(other.id, applied);
      const retry = await reserved(other.id, applied);
      await settle(retry, 'used');
      await settle(moved, 'used');
      expect((await redemptionsOf(t.dataSource, id)).slice(1)).toEqual([
        { payment_id: moved, status: 'released' },
        { payment_id: retry, status: 'used' },
      ]);
      await settle(retry, 'released');
      expect((await redemptionsOf(t.dataSource, id))[2].status).toBe('used');
    });

    it('never reserves a code of another tenant', async () => {
      const member = await newMember();
      await insertCode(t.dataSource, other.id, { code: 'FOREIGN', validity: 'unlimited' });
      const foreign = { codeId: await codeId('FOREIGN', other), code: 'FOREIGN', percentage: 20 } as never;
      await expect(reserved(member.id, foreign)).rejects.toMatchObject({ code: 'code_already_used' });
    });
  });
});
