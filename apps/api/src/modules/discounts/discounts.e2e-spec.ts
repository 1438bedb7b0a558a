import { discountAnswerSchema } from '@amora/contracts';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { WEB } from '../../test/accounts.js';
import { insertBundle, insertCode } from '../../test/discounts.js';
import { createTenant } from '../../test/factories.js';
import { activeMember, as, type TestMember } from '../../test/profiles.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const PATH = '/api/discountcode.php';

describe('discount codes: GET /api/discountcode.php', () => {
  let t: TestApp;
  let site: { tenant: Tenant; host: string };
  let elsewhere: { tenant: Tenant; host: string };
  let bundleId: number;
  let foreignBundle: number;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
    site = await createTenant(t.dataSource, { countries: ['NL', 'BE'] });
    elsewhere = await createTenant(t.dataSource);
    bundleId = await insertBundle(t.dataSource, site.tenant.id, [
      { country: 'NL', currency: 'EUR', amount: 1000 },
      { country: 'BE', currency: 'EUR', amount: 1200 },
    ]);
    foreignBundle = await insertBundle(t.dataSource, elsewhere.tenant.id, [
      { country: 'NL', currency: 'EUR', amount: 5000 },
    ]);
  });
  afterAll(() => t.close());

  const member = () => activeMember(t.http, t.dataSource, site.host);
  const discountOf = async (who: TestMember, query: Record<string, unknown> = {}) => {
    const response = await as(t.http, site.host, who).get(PATH, query).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return discountAnswerSchema.parse(response.body).discount;
  };
  const errorOf = async (who: TestMember, query: Record<string, unknown>, host = site.host) => {
    const { status, body } = await as(t.http, host, who).get(PATH, query);
    return { status, code: body.error?.code, params: body.error?.params };
  };
  /** Moves the member's signup this many seconds into the past. */
  const signedUpAgo = (who: TestMember, seconds: number) =>
    t.dataSource.query(`UPDATE member SET created_at = now() - make_interval(secs => $2) WHERE id = $1`, [
      who.memberId,
      seconds,
    ]);

  it('answers the time bonus from signup, then the welcome code once 14,400 s have passed', async () => {
    const ann = await member();
    const bonus = await discountOf(ann);
    expect(bonus).toMatchObject({
      code: 'TIMEBONUS25',
      kind: 'time_bonus',
      value_percentage: 25,
      duration: 14_400,
    });
    expect(bonus?.seconds_left).toBeGreaterThan(14_390);

    await signedUpAgo(ann, 14_390);
    const last = await discountOf(ann);
    expect(last?.code).toBe('TIMEBONUS25');
    expect(last?.seconds_left).toBeGreaterThan(0);
    expect(last?.seconds_left).toBeLessThanOrEqual(10);

    await signedUpAgo(ann, 14_400);
    expect(await discountOf(ann)).toMatchObject({ code: 'WELCOME25', kind: 'welcome', duration: null });
    await signedUpAgo(ann, 72 * 3600);
    expect(await discountOf(ann)).toBeNull();
    expect(await discountOf(ann, { welcome: 'true' })).toBeNull();
  });

  it('answers the welcome code with welcome=true while the time bonus runs, and nothing to paid members', async () => {
    const ann = await member();
    expect((await discountOf(ann, { welcome: 'true' }))?.code).toBe('WELCOME25');
    await t.dataSource.query('UPDATE member SET paid_user = true WHERE id = $1', [ann.memberId]);
    expect(await discountOf(ann)).toBeNull();
    expect(await discountOf(ann, { welcome: 'true' })).toBeNull();
    expect(await errorOf(ann, { code: 'TIMEBONUS25' })).toMatchObject({
      status: 403,
      code: 'code_not_eligible',
    });
  });

  it('checks a typed code against the bundle’s price in the buyer’s country and the method', async () => {
    await insertCode(t.dataSource, site.tenant.id, { code: 'FROM11', minimum_order_value: 1100 });
    await insertCode(t.dataSource, site.tenant.id, { code: 'BEONLY', country: 'BE' });
    await insertCode(t.dataSource, site.tenant.id, { code: 'IDEAL', payment_methods: ['ideal'] });
    const ann = await member();
    await t.dataSource.query(`UPDATE profile SET country = 'NL' WHERE id = $1`, [ann.profileId]);

    expect(await discountOf(ann, { code: ' from11 ' })).toMatchObject({
      code: 'FROM11',
      minimum_order_value: 1100,
    });
    expect(await errorOf(ann, { code: 'FROM11', bundle_id: bundleId })).toEqual({
      status: 400,
      code: 'code_minimum_order',
      params: { amount: '11.00 EUR' },
    });
    expect(await errorOf(ann, { code: 'BEONLY' })).toMatchObject({ status: 400, code: 'code_wrong_country' });
    expect(await errorOf(ann, { code: 'IDEAL', method: 'paypal' })).toMatchObject({
      code: 'code_wrong_method',
    });
    expect((await discountOf(ann, { code: 'IDEAL', method: 'ideal', bundle_id: bundleId }))?.code).toBe(
      'IDEAL',
    );

    await t.dataSource.query(`UPDATE profile SET country = 'BE' WHERE id = $1`, [ann.profileId]);
    expect((await discountOf(ann, { code: 'FROM11', bundle_id: bundleId }))?.code).toBe('FROM11');
    expect((await discountOf(ann, { code: 'BEONLY' }))?.code).toBe('BEONLY');
  });

  it('takes the geoip country when the tenant has no prices for the profile’s', async () => {
    await insertCode(t.dataSource, site.tenant.id, { code: 'BELGIUM', country: 'BE' });
    const ann = await member();
    await t.dataSource.query(`UPDATE profile SET country = 'DE' WHERE id = $1`, [ann.profileId]);
    expect(await errorOf(ann, { code: 'BELGIUM' })).toMatchObject({ code: 'code_wrong_country' });
    const fromBelgium = await as(t.http, site.host, ann)
      .get(PATH, { code: 'belgium' })
      .set('CF-IPCountry', 'BE');
    expect(fromBelgium.body.discount?.code).toBe('BELGIUM');
  });

  it('does not find codes of another tenant, another member’s code, nor bundles of another tenant', async () => {
    await insertCode(t.dataSource, elsewhere.tenant.id, { code: 'THEIRS' });
    const [ann, bob] = [await member(), await member()];
    await insertCode(t.dataSource, site.tenant.id, { code: 'FORBOB', member_id: bob.memberId });
    expect(await errorOf(ann, { code: 'THEIRS' })).toMatchObject({ status: 404, code: 'code_not_found' });
    expect(await errorOf(ann, { code: 'FORBOB' })).toMatchObject({ status: 404, code: 'code_not_found' });
    expect((await discountOf(bob, { code: 'forbob' }))?.user_id).toBe(bob.memberId);
    expect(await errorOf(bob, { code: 'FORBOB', bundle_id: foreignBundle })).toMatchObject({
      status: 404,
      code: 'bundle_not_found',
    });
  });

  it('accepts the retention offer of the deletion flow as a code of that member only', async () => {
    const [ann, bob] = [await member(), await member()];
    const offer = await as(t.http, site.host, ann).post('/api/delete-offer.php', {}).expect(200);
    const typed = String(offer.body.code).toLowerCase();
    expect(await discountOf(ann, { code: typed, bundle_id: bundleId, method: 'paypal' })).toMatchObject({
      code: offer.body.code,
      kind: 'retention',
      value_percentage: 30,
      validity: 'once-per-user',
      user_id: ann.memberId,
      expired: false,
    });
    expect(await errorOf(bob, { code: typed })).toMatchObject({ code: 'code_not_found' });
  });

  it('answers bad input with a contract error, and members only', async () => {
    const ann = await member();
    expect(await errorOf(ann, { code: 'X', method: 'bitcoin' })).toMatchObject({ status: 400 });
    expect(await errorOf(ann, { code: 'X', bundle_id: '1.5' })).toMatchObject({ status: 400 });
    expect(await errorOf(ann, { code: 'A'.repeat(41) })).toMatchObject({ status: 400 });
    const visitor = await t.http.get(PATH).set('Host', site.host).set(WEB);
    expect(visitor.status).toBeGreaterThanOrEqual(401);
    expect(visitor.status).toBeLessThan(404);
  });

  it('allows 30 checks a minute, so that codes cannot be guessed', async () => {
    const ann = await member();
    const answers = [];
    for (let i = 0; i < 31; i++)
      answers.push((await as(t.http, site.host, ann).get(PATH, { code: `GUESS${i}` })).status);
    expect(answers.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('counts the 30 a minute per member too, from whatever address', async () => {
    const ann = await member();
    const answers = [];
    for (let i = 0; i < 31; i++) {
      const from = { ...ann, ip: `10.77.${i}.1` };
      answers.push((await as(t.http, site.host, from).get(PATH, { code: `GUESS${i}` })).status);
    }
    expect(answers.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
