import { randomUUID } from 'node:crypto';
import { adminPaymentRefundAnswerSchema, type StaffRole } from '@amora/contracts';
import type { Tenant } from '../../../tenancy/tenant.entity.js';
import { WEB } from '../../../test/accounts.js';
import { creditsOf } from '../../../test/chat.js';
import { insertBundle } from '../../../test/discounts.js';
import { createTenant } from '../../../test/factories.js';
import type { FakeMollie } from '../../../test/fake-mollie.js';
import { waitForLockWait } from '../../../test/lock-wait.js';
import { payThroughMollie, startAppOnFakeMollie } from '../../../test/mollie-app.js';
import {
  chooseOnSimulator,
  ledgerOf,
  postWebhook,
  simulatorIdOf,
  startPayment,
} from '../../../test/payments.js';
import { activeMember, type TestMember } from '../../../test/profiles.js';
import { itOnPostgres } from '../../../test/requires.js';
import { ADMIN_HOST, asStaff, createStaff, signInStaff } from '../../../test/staff.js';
import type { TestApp } from '../../../test/test-app.js';

type Who = 'owner' | 'support' | 'moderator' | 'otherSupport';
type Site = { tenant: Tenant; host: string; bundleId: number };

/** Support refunds a paid payment through its provider: the simulator, and Mollie (a local fake of its API). */
const MOLLIE_TIMEOUT_MS = 5_000;

describe('POST /api/admin/payment-refund.php', () => {
  let mollie: FakeMollie;
  let t: TestApp;
  let simSite: Site;
  let mollieSite: Site;
  let otherSite: Site;
  const cookies = {} as Record<Who, string>;

  const site = async (): Promise<Site> => {
    const created = await createTenant(t.dataSource, { countries: ['NL'] });
    const bundleId = await insertBundle(t.dataSource, created.tenant.id, [
      { country: 'NL', currency: 'EUR', amount: 1999 },
    ]);
    return { ...created, bundleId };
  };

  beforeAll(async () => {
    ({ mollie, t } = await startAppOnFakeMollie(MOLLIE_TIMEOUT_MS));
    simSite = await site();
    mollieSite = await site();
    otherSite = await site();
    await payThroughMollie(t.dataSource, mollieSite.tenant.id, mollie.apiKey);
    const grants: [Who, [StaffRole, number | null][]][] = [
      ['owner', [['owner', null]]],
      [
        'support',
        [
          ['support', simSite.tenant.id],
          ['support', mollieSite.tenant.id],
        ],
      ],
      ['moderator', [['moderator', simSite.tenant.id]]],
      ['otherSupport', [['support', otherSite.tenant.id]]],
    ];
    for (const [who, roles] of grants) cookies[who] = await signInStaff(t, await createStaff(t, roles));
  });
  afterAll(async () => {
    await t.close();
    await mollie.close();
  });

  const buyer = async (where: Site): Promise<TestMember> => {
    const who = await activeMember(t.http, t.dataSource, where.host);
    await t.dataSource.query(`UPDATE member SET created_at = now() - interval '30 days' WHERE id = $1`, [
      who.memberId,
    ]);
    return who;
  };

  /** A paid payment of 19.99 EUR for 100 credits, booked. */
  const paidOnSimulator = async () => {
    const member = await buyer(simSite);
    const started = await startPayment(t, simSite.host, member, {
      bundle_id: simSite.bundleId,
      method: 'ideal',
    });
    const simulatorId = simulatorIdOf(started.checkout_url);
    await chooseOnSimulator(t, simSite.host, simulatorId, 'paid').expect(303);
    return { member, paymentId: started.payment_id, simulatorId };
  };

  const paidOnMollie = async () => {
    const member = await buyer(mollieSite);
    const started = await startPayment(t, mollieSite.host, member, {
      bundle_id: mollieSite.bundleId,
      method: 'ideal',
    });
    const [{ provider_payment_id: mollieId }] = await t.dataSource.query(
      'SELECT provider_payment_id FROM payment WHERE id = $1',
      [started.payment_id],
    );
    mollie.setStatus(mollieId, 'paid');
    await postWebhook(t, mollieSite.host, mollieId).expect(200);
    return { member, paymentId: started.payment_id, mollieId: mollieId as string };
  };

  // each test from an address of its own: the route allows 30 calls a minute per address
  let address = '';
  beforeEach(() => {
    address = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  });
  const refund = (body: Record<string, unknown>, who: Who = 'support') =>
    asStaff(t, cookies[who])
      .post('/api/admin/payment-refund.php', {
        action_key: randomUUID(),
        reason: 'Charged twice by mistake',
        ...body,
      })
      .set('X-Forwarded-For', address);
  const refundsOf = (paymentId: number) =>
    t.dataSource.query('SELECT * FROM payment_refund WHERE payment_id = $1 ORDER BY id', [paymentId]);
  const ledgerRefunds = async (memberId: number) =>
    (await ledgerOf(t.dataSource, memberId)).filter((row) => row.reason === 'refund');
  const refundCallsTo = (mollieId: string) =>
    mollie.requests.filter((r) => r.method === 'POST' && r.path === `/v2/payments/${mollieId}/refunds`);

  describe('through the simulator', () => {
    it('refunds all that is left by default: credits back through the ledger, audited, answered', async () => {
      const { member, paymentId, simulatorId } = await paidOnSimulator();
      const paid = await creditsOf(t, member.memberId);

      const answer = adminPaymentRefundAnswerSchema.parse((await refund({ payment_id: paymentId })).body);
      expect(answer).toMatchObject({
        refund: { payment_id: paymentId, amount: 1999, currency: 'EUR', credits: 100, credits_taken: 100 },
        payment: { id: paymentId, amount: 1999, refunded_amount: 1999, remaining_amount: 0 },
        credits: paid - 100,
        done: true,
      });
      const [simulated] = await t.dataSource.query('SELECT refunds FROM simulator_payment WHERE id = $1', [
        simulatorId,
      ]);
      expect(simulated.refunds).toEqual([{ id: answer.refund.provider_ref, amount: 1999 }]);
      expect(await ledgerRefunds(member.memberId)).toEqual([
        expect.objectContaining({ delta: -100, reference: `payment:${paymentId}` }),
      ]);
      const audits = await t.dataSource.query(
        `SELECT before, after FROM audit_log WHERE action = 'payment.refund' AND entity_id = $1`,
        [String(paymentId)],
      );
      expect(audits).toEqual([
        {
          before: expect.objectContaining({ credits: paid, refunded_amount: 0, remaining_amount: 1999 }),
          after: expect.objectContaining({
            credits: paid - 100,
            refunded_amount: 1999,
            remaining_amount: 0,
            reason: 'Charged twice by mistake',
            provider_ref: answer.refund.provider_ref,
          }),
        },
      ]);

      const again = await refund({ payment_id: paymentId });
      expect([again.status, again.body.error.code]).toEqual([409, 'payment_not_refundable']);
    });

    it('the same action_key sent five times at once refunds once', async () => {
      const { member, paymentId, simulatorId } = await paidOnSimulator();
      const body = { payment_id: paymentId, amount: 500, action_key: randomUUID() };
      const answers = await Promise.all(Array.from({ length: 5 }, () => refund(body)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.filter((a) => a.body.done)).toHaveLength(1);
      expect(new Set(answers.map((a) => a.body.refund.id)).size).toBe(1);
      const [simulated] = await t.dataSource.query('SELECT refunds FROM simulator_payment WHERE id = $1', [
        simulatorId,
      ]);
      expect(simulated.refunds).toHaveLength(1);
      expect(await refundsOf(paymentId)).toHaveLength(1);
      expect(await ledgerRefunds(member.memberId)).toHaveLength(1);
    });

    it('refunds with different keys at once never exceed the payment', async () => {
      const { member, paymentId, simulatorId } = await paidOnSimulator();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => refund({ payment_id: paymentId, amount: 700 })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.status === 409)) {
        // refused by our books (the reservations), not by the provider
        expect(refused.body.error.code).toBe('refund_exceeds_payment');
      }
      const [simulated] = await t.dataSource.query('SELECT refunds FROM simulator_payment WHERE id = $1', [
        simulatorId,
      ]);
      expect(simulated.refunds).toHaveLength(2);
      expect((await refundsOf(paymentId)).map((r: { amount: number }) => r.amount)).toEqual([700, 700]);
      expect(await ledgerRefunds(member.memberId)).toHaveLength(2);
    });

    it('refuses a payment that is not paid', async () => {
      const member = await buyer(simSite);
      const open = await startPayment(t, simSite.host, member, {
        bundle_id: simSite.bundleId,
        method: 'ideal',
      });
      const refused = await refund({ payment_id: open.payment_id });
      expect([refused.status, refused.body.error.code]).toEqual([409, 'payment_not_refundable']);
    });
  });

  describe('through Mollie', () => {
    it('refunds part, then the rest; the webhook that reports them books nothing again', async () => {
      const { member, paymentId, mollieId } = await paidOnMollie();
      const paid = await creditsOf(t, member.memberId);
      const first = await refund({ payment_id: paymentId, amount: 1000, reason: 'Half, as agreed' });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        refund: { amount: 1000, credits_taken: 51, provider_ref: expect.stringMatching(/^re_/) },
        payment: { refunded_amount: 1000, remaining_amount: 999 },
        credits: paid - 51,
      });
      const [call] = refundCallsTo(mollieId);
      expect(call.body).toMatchObject({ amount: { currency: 'EUR', value: '10.00' } });
      expect(mollie.payment(mollieId).refunds.map((r) => r.id)).toEqual([first.body.refund.provider_ref]);

      const rest = await refund({ payment_id: paymentId });
      expect(rest.body).toMatchObject({
        refund: { amount: 999, credits_taken: 49 },
        payment: { refunded_amount: 1999, remaining_amount: 0 },
        credits: paid - 100,
      });
      expect(refundCallsTo(mollieId)[1].body).toMatchObject({ amount: { value: '9.99' } });

      await postWebhook(t, mollieSite.host, mollieId).expect(200);
      await postWebhook(t, mollieSite.host, mollieId).expect(200);
      expect(await refundsOf(paymentId)).toHaveLength(2);
      expect((await ledgerRefunds(member.memberId)).map((row) => row.delta)).toEqual([-51, -49]);
      expect(await creditsOf(t, member.memberId)).toBe(paid - 100);
    });

    it('refuses more than is left without asking Mollie; Mollie refuses what only it knows is gone', async () => {
      const { paymentId, mollieId } = await paidOnMollie();
      const tooMuch = await refund({ payment_id: paymentId, amount: 2000 });
      expect([tooMuch.status, tooMuch.body.error.code]).toEqual([409, 'refund_exceeds_payment']);
      expect(tooMuch.body.error.params).toMatchObject({
        remaining: 1999,
        currency: 'EUR',
        amount: '19.99 EUR',
      });
      expect(refundCallsTo(mollieId)).toEqual([]);

      // refunded in Mollie's dashboard, not reported to us yet
      mollie.addRefund(mollieId, 1500);
      const refused = await refund({ payment_id: paymentId, amount: 1000 });
      expect([refused.status, refused.body.error.code]).toEqual([409, 'payment_not_refundable']);
      expect(refundCallsTo(mollieId)).toHaveLength(1);
      expect(await refundsOf(paymentId)).toHaveLength(0);
    });

    it('the same action_key sent five times at once reaches Mollie once and moves the ledger once', async () => {
      const { member, paymentId, mollieId } = await paidOnMollie();
      const body = { payment_id: paymentId, amount: 700, action_key: randomUUID() };
      const answers = await Promise.all(Array.from({ length: 5 }, () => refund(body)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.filter((a) => a.body.done)).toHaveLength(1);
      expect(refundCallsTo(mollieId)).toHaveLength(1);
      expect(mollie.payment(mollieId).refunds).toHaveLength(1);
      expect(await ledgerRefunds(member.memberId)).toHaveLength(1);
      await postWebhook(t, mollieSite.host, mollieId).expect(200);
      expect(await ledgerRefunds(member.memberId)).toHaveLength(1);
    });

    it('holds no lock while Mollie answers; the refund in flight counts against what is left', async () => {
      const { member, paymentId, mollieId } = await paidOnMollie();
      const release = mollie.holdRefunds();
      try {
        const first = refund({ payment_id: paymentId, amount: 1500 }).then((answer) => answer);
        while (refundCallsTo(mollieId).length === 0) await new Promise((r) => setTimeout(r, 20));
        // the payment's row is free while Mollie answers (the webhook books under this lock)
        await t.dataSource.transaction((db) =>
          db.query('SELECT id FROM payment WHERE id = $1 FOR UPDATE NOWAIT', [paymentId]),
        );
        const second = await refund({ payment_id: paymentId, amount: 500 });
        expect([second.status, second.body.error.code]).toEqual([409, 'refund_exceeds_payment']);
        expect(second.body.error.params).toMatchObject({ remaining: 499 });
        release();
        expect((await first).body).toMatchObject({ done: true, refund: { amount: 1500 } });
      } finally {
        release();
      }
      expect(refundCallsTo(mollieId)).toHaveLength(1);
      expect(await ledgerRefunds(member.memberId)).toHaveLength(1);
      const rest = await refund({ payment_id: paymentId, amount: 499 });
      expect(rest.body).toMatchObject({ payment: { remaining_amount: 0 } });
    });

    it('answers 503 while Mollie cannot be reached, and books nothing', async () => {
      const { member, paymentId } = await paidOnMollie();
      mollie.failNext(3);
      const refused = await refund({ payment_id: paymentId, amount: 100 });
      expect([refused.status, refused.body.error.code]).toEqual([503, 'payment_provider_unavailable']);
      expect(await ledgerRefunds(member.memberId)).toEqual([]);
      // the failed request reserves nothing: all of the payment can still be refunded
      const all = await refund({ payment_id: paymentId });
      expect(all.body).toMatchObject({ done: true, refund: { amount: 1999 } });
    });

    it('gives up on a Mollie that never answers with 503, the amount still reserved; the retry refunds once', async () => {
      const { member, paymentId, mollieId } = await paidOnMollie();
      const action_key = randomUUID();
      const body = { payment_id: paymentId, amount: 1500, action_key };
      const release = mollie.holdRefunds();
      try {
        const started = Date.now();
        const stuck = refund(body).then((answer) => answer);
        const nothing = new Promise<null>((resolve) =>
          setTimeout(() => resolve(null), 3 * MOLLIE_TIMEOUT_MS).unref(),
        );
        const answer = await Promise.race([stuck, nothing]);
        expect(answer && [answer.status, answer.body.error.code]).toEqual([
          503,
          'payment_provider_unavailable',
        ]);
        expect(Date.now() - started).toBeGreaterThanOrEqual(MOLLIE_TIMEOUT_MS - 100);
        const [request] = await t.dataSource.query(
          'SELECT status FROM payment_refund_request WHERE payment_id = $1 AND action_key = $2',
          [paymentId, action_key],
        );
        expect(request.status).toBe('unanswered');
        expect(await refundsOf(paymentId)).toEqual([]);
        expect(await ledgerRefunds(member.memberId)).toEqual([]);
        // Mollie may still refund it: it counts against what is left, without asking Mollie
        const more = await refund({ payment_id: paymentId, amount: 500 });
        expect([more.status, more.body.error.code]).toEqual([409, 'refund_exceeds_payment']);
        expect(more.body.error.params).toMatchObject({ remaining: 499 });
        expect(refundCallsTo(mollieId)).toHaveLength(1);
      } finally {
        release();
      }
      // Mollie may have refunded after all: the retry's idempotency key gets that refund, booked once
      const retried = await refund(body).expect(200);
      expect(retried.body).toMatchObject({ done: true, refund: { amount: 1500 } });
      expect(mollie.payment(mollieId).refunds).toHaveLength(1);
      expect(await ledgerRefunds(member.memberId)).toHaveLength(1);
      await postWebhook(t, mollieSite.host, mollieId).expect(200);
      expect(await ledgerRefunds(member.memberId)).toHaveLength(1);
    });
  });

  describe('after an answer Mollie gave but we never got', () => {
    it('the retry of the key gets the refund the webhook booked meanwhile, not that nothing is left', async () => {
      const { member, paymentId, mollieId } = await paidOnMollie();
      const body = { payment_id: paymentId, amount: 1500, action_key: randomUUID() };
      const release = mollie.holdAnswers('/refunds');
      try {
        const lost = await refund(body);
        expect([lost.status, lost.body.error.code]).toEqual([503, 'payment_provider_unavailable']);
      } finally {
        release();
      }
      // Mollie refunded; its webhook books that refund before the retry
      await postWebhook(t, mollieSite.host, mollieId).expect(200);
      expect(await refundsOf(paymentId)).toHaveLength(1);
      const retried = await refund(body);
      expect([retried.status, retried.body.refund?.amount]).toEqual([200, 1500]);
      expect(retried.body.payment).toMatchObject({ refunded_amount: 1500, remaining_amount: 499 });
      expect(mollie.payment(mollieId).refunds).toHaveLength(1);
      expect(await ledgerRefunds(member.memberId)).toHaveLength(1);
    });
  });

  describe('when the booking fails after Mollie refunded', () => {
    itOnPostgres(
      'answers 503 server_busy to a deadlock, and the same key books the refund Mollie made without asking again',
      async () => {
        const { member, paymentId, mollieId } = await paidOnMollie();
        const body = { payment_id: paymentId, amount: 1000, action_key: randomUUID() };
        // The booking locks the payment's row, then the member's; this transaction takes them the other way
        // round, so the two deadlock after Mollie has refunded.
        const other = t.dataSource.createQueryRunner();
        await other.connect();
        await other.startTransaction();
        try {
          // the request's backend, not this one, detects the deadlock and is rolled back
          await other.query(`SET LOCAL deadlock_timeout = '30s'`);
          await other.query('UPDATE member SET credits = credits WHERE id = $1', [member.memberId]);
          const answer = refund(body).then((res) => res);
          await waitForLockWait(t.dataSource);
          await other.query('SELECT id FROM payment WHERE id = $1 FOR UPDATE', [paymentId]);
          const res = await answer;
          expect([res.status, res.body.error?.code]).toEqual([503, 'server_busy']);
          await other.rollbackTransaction();
        } finally {
          if (other.isTransactionActive) await other.rollbackTransaction();
          await other.release();
        }
        expect(mollie.payment(mollieId).refunds).toHaveLength(1);
        expect(await refundsOf(paymentId)).toEqual([]);

        const retried = await refund(body).expect(200);
        expect(retried.body).toMatchObject({
          done: true,
          refund: { amount: 1000, provider_ref: expect.stringMatching(/^re_/) },
        });
        expect(refundCallsTo(mollieId)).toHaveLength(1);
        expect(await ledgerRefunds(member.memberId)).toHaveLength(1);
        const again = await refund(body).expect(200);
        expect(again.body).toMatchObject({ done: false, refund: { id: retried.body.refund.id } });
        await postWebhook(t, mollieSite.host, mollieId).expect(200);
        expect(await refundsOf(paymentId)).toHaveLength(1);
        expect(await ledgerRefunds(member.memberId)).toHaveLength(1);
      },
      60_000,
    );
  });

  describe('from a complaint', () => {
    const complaintBy = async (memberId: number, tenant = simSite.tenant) => {
      const [{ id }] = await t.dataSource.query(
        `INSERT INTO complaint (tenant_id, member_id, reason, subject, text)
         VALUES ($1, $2, 'other', 'Payment', 'Charged twice') RETURNING id`,
        [tenant.id, memberId],
      );
      return id as number;
    };
    const complaint = async (id: number) =>
      (await asStaff(t, cookies.support).get(`/api/admin/complaint.php?id=${id}`).expect(200)).body;

    it("lists the member's refundable payments; a double submit refunds once, in the complaint's trail", async () => {
      const { member, paymentId } = await paidOnSimulator();
      const paid = await creditsOf(t, member.memberId);
      const complaintId = await complaintBy(member.memberId);
      expect((await complaint(complaintId)).payments).toEqual([
        expect.objectContaining({
          id: paymentId,
          member_id: member.memberId,
          amount: 1999,
          refunded_amount: 0,
        }),
      ]);

      const body = { payment_id: paymentId, complaint_id: complaintId, action_key: randomUUID() };
      const answers = await Promise.all([refund(body), refund(body)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      expect(answers.map((a) => a.body.done).sort()).toEqual([false, true]);
      expect(await ledgerRefunds(member.memberId)).toEqual([
        expect.objectContaining({ delta: -100, reference: `payment:${paymentId}` }),
      ]);
      expect(await creditsOf(t, member.memberId)).toBe(paid - 100);

      const after = await complaint(complaintId);
      expect(after.payments).toEqual([]);
      expect(after.history).toEqual([
        expect.objectContaining({
          action: 'complaint.payment_refund',
          after: expect.objectContaining({
            payment_id: paymentId,
            refund_id: answers[0].body.refund.id,
            amount: 1999,
            credits_taken: 100,
            reason: 'Charged twice by mistake',
          }),
        }),
      ]);
    });

    it("refuses a complaint of another site, and a payment not of the complaint's members", async () => {
      const { member, paymentId } = await paidOnSimulator();
      const stranger = await buyer(simSite);
      const unrelated = await complaintBy(stranger.memberId);
      const foreign = await complaintBy((await buyer(otherSite)).memberId, otherSite.tenant);
      const notTheirs = await refund({ payment_id: paymentId, complaint_id: unrelated });
      expect([notTheirs.status, notTheirs.body.error.code]).toEqual([404, 'payment_not_found']);
      const elsewhere = await refund({ payment_id: paymentId, complaint_id: foreign });
      expect([elsewhere.status, elsewhere.body.error.code]).toEqual([404, 'complaint_not_found']);
      expect(await ledgerRefunds(member.memberId)).toEqual([]);
    });
  });

  describe('who may refund', () => {
    it("lets the owner refund; another tenant's support finds no payment, moderators are refused", async () => {
      const { paymentId, member } = await paidOnSimulator();
      const paid = await creditsOf(t, member.memberId);
      const foreign = await refund({ payment_id: paymentId }, 'otherSupport');
      expect([foreign.status, foreign.body.error.code]).toEqual([404, 'payment_not_found']);
      const moderator = await refund({ payment_id: paymentId }, 'moderator');
      expect([moderator.status, moderator.body.error.code]).toEqual([403, 'staff_forbidden']);
      const unknown = await refund({ payment_id: 2_000_000_000 });
      expect([unknown.status, unknown.body.error.code]).toEqual([404, 'payment_not_found']);
      expect(await creditsOf(t, member.memberId)).toBe(paid);
      expect((await refund({ payment_id: paymentId, amount: 100 }, 'owner')).status).toBe(200);
    });

    it('is refused to a member session and on a tenant host', async () => {
      const { paymentId, member } = await paidOnSimulator();
      const body = { payment_id: paymentId, action_key: randomUUID(), reason: 'mine' };
      const withMember = await t.http
        .post('/api/admin/payment-refund.php')
        .set('Host', ADMIN_HOST)
        .set('X-Request-Type', 'admin')
        .set('Cookie', member.cookie)
        .send(body);
      expect([withMember.status, withMember.body.error.code]).toEqual([403, 'authentication_required']);
      const onSite = await t.http
        .post('/api/admin/payment-refund.php')
        .set('Host', simSite.host)
        .set(WEB)
        .set('Cookie', cookies.owner)
        .send(body);
      expect(onSite.status).toBe(404);
      expect(await refundsOf(paymentId)).toEqual([]);
    });

    it('wants a reason, a uuid action_key and a positive whole amount', async () => {
      const { paymentId } = await paidOnSimulator();
      for (const bad of [
        { payment_id: paymentId, reason: '   ' },
        { payment_id: paymentId, action_key: 'again' },
        { payment_id: paymentId, amount: 0 },
        { payment_id: paymentId, amount: 10.5 },
        { payment_id: 'one' },
      ]) {
        const refused = await refund(bad);
        expect([bad, refused.status, refused.body.error.code]).toEqual([bad, 400, 'validation_failed']);
      }
      expect(await refundsOf(paymentId)).toEqual([]);
    });
  });
});
