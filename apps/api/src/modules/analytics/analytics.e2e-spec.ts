import { randomUUID } from 'node:crypto';
import { analyticsAnswerSchema } from '@amora/contracts';
import { setCredits } from '../../test/chat.js';
import { insertBundle, insertMember, insertPayment } from '../../test/discounts.js';
import { createTenant } from '../../test/factories.js';
import { activeMember, as as asMember, insertProfile } from '../../test/profiles.js';
import { asStaff, createStaff, signInStaff } from '../../test/staff.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { AnalyticsRollup } from './analytics-rollup.service.js';

const DAY = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

describe('analytics in the console', () => {
  let t: TestApp;
  let tenantA: number;
  let hostA: string;
  let tenantB: number;
  let owner: string;
  let operatorA: string;
  let support: string;
  const today = dayOf(new Date());
  const from = dayOf(new Date(Date.now() - 6 * DAY));

  const rollup = (now = new Date()) => t.app.get(AnalyticsRollup).run(now);
  const numbers = (cookie: string, query: string) =>
    asStaff(t, cookie).get(`/api/admin/analytics.php?${query}`);

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    const a = await createTenant(t.dataSource);
    tenantA = a.tenant.id;
    hostA = a.host;
    tenantB = (await createTenant(t.dataSource)).tenant.id;
    // time zone UTC, so that the days are easy to say
    await t.dataSource.query(`UPDATE tenant SET time_zone = 'UTC' WHERE id IN ($1, $2)`, [tenantA, tenantB]);
    owner = await signInStaff(t, await createStaff(t, [['owner', null]]));
    operatorA = await signInStaff(t, await createStaff(t, [['operator', tenantA]]));
    support = await signInStaff(t, await createStaff(t, [['support', tenantA]]));
  });
  afterAll(() => t.close());

  it('counts sign-ups, activations, first purchases, revenue, messages and complaints per day', async () => {
    const twoDaysAgo = new Date(Date.now() - 2 * DAY);
    const early = await insertMember(t.dataSource, tenantA, { createdAt: twoDaysAgo });
    await t.dataSource.query('UPDATE member SET confirmed_at = $2 WHERE id = $1', [early.id, twoDaysAgo]);
    await insertMember(t.dataSource, tenantB, { createdAt: twoDaysAgo });
    const bundle = await insertBundle(t.dataSource, tenantA, [
      { country: 'NL', currency: 'EUR', amount: 1000 },
    ]);
    for (const paidAt of [twoDaysAgo, new Date()]) {
      const id = await insertPayment(t.dataSource, tenantA, early.id, bundle, 'paid');
      await t.dataSource.query('UPDATE payment SET paid_at = $2 WHERE id = $1', [id, paidAt]);
    }
    // a member writes twice to an operator-run profile, and files a complaint about it
    const writer = await activeMember(t.http, t.dataSource, hostA, { confirmed: true });
    await setCredits(t, { id: tenantA }, writer.memberId, 100);
    const profileId = await insertProfile(t.dataSource, tenantA);
    for (const text of ['Hi there', 'Are you there?']) {
      await asMember(t.http, hostA, writer)
        .post('/api/messages.php', { client_id: randomUUID(), profile_id: profileId, text })
        .expect(200);
    }
    await asMember(t.http, hostA, writer)
      .post('/api/complaints.php', { profile_id: profileId, reason: 'spam_or_scam' })
      .expect(200);
    // counted once messages are a minute old
    expect(await rollup(new Date(Date.now() + 2 * 60_000))).toBe(true);

    const answer = analyticsAnswerSchema.parse(
      (await numbers(owner, `tenant_id=${tenantA}&from=${from}&to=${today}`).expect(200)).body,
    );
    expect(answer.days).toHaveLength(7);
    const byDay = Object.fromEntries(answer.days.map((d) => [d.day, d]));
    expect(byDay[dayOf(twoDaysAgo)]).toMatchObject({
      signups: 1,
      activations: 1,
      first_purchases: 1,
      revenue: { EUR: 750 },
    });
    expect(byDay[today]).toMatchObject({
      signups: 1,
      first_purchases: 0,
      messages_member: 2,
      messages_staff: 0,
      complaints: 1,
      revenue: { EUR: 750 },
    });
    expect(answer.totals).toMatchObject({
      signups: 2,
      first_purchases: 1,
      revenue: { EUR: 1500 },
      conversion: 0.5,
    });
    expect(answer.updated_at).not.toBeNull();

    // all tenants for the owner; a second run counts no message twice
    await rollup(new Date(Date.now() + 3 * 60_000));
    const all = analyticsAnswerSchema.parse(
      (await numbers(owner, `from=${from}&to=${today}`).expect(200)).body,
    );
    expect(all.totals.signups).toBe(3);
    expect(all.totals.messages_member).toBe(2);
  });

  it('keeps operators to their tenants and refuses other roles', async () => {
    const mine = await numbers(operatorA, `tenant_id=${tenantA}&from=${from}&to=${today}`);
    expect(mine.status).toBe(200);
    const theirs = analyticsAnswerSchema.parse(
      (await numbers(operatorA, `from=${from}&to=${today}`).expect(200)).body,
    );
    expect(theirs.totals.signups).toBe(2);
    expect((await numbers(operatorA, `tenant_id=${tenantB}&from=${from}&to=${today}`)).body.error.code).toBe(
      'staff_forbidden',
    );
    expect((await numbers(support, `tenant_id=${tenantA}&from=${from}&to=${today}`)).body.error.code).toBe(
      'staff_forbidden',
    );
  });

  it('exports the days as CSV, and refuses a period backwards or over a year', async () => {
    const csv = await asStaff(t, owner)
      .get(`/api/admin/analytics-export.php?tenant_id=${tenantA}&from=${from}&to=${today}`)
      .expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).toBe(
      'day,signups,activations,first_purchases,messages_member,messages_staff,complaints,revenue_EUR',
    );
    expect(lines).toHaveLength(8);
    expect((await numbers(owner, `from=${today}&to=${from}`)).body.error.code).toBe('validation_failed');
    expect((await numbers(owner, 'from=2024-01-01&to=2025-06-01')).body.error.code).toBe('validation_failed');
  });
});
