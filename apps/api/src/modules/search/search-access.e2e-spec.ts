import { SEARCH_FIELDS, type SearchAnswer } from '@amora/contracts';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { PASSWORD, signUp, WEB } from '../../test/accounts.js';
import { createTenant } from '../../test/factories.js';
import { insertProfiles } from '../../test/search-profiles.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
// PGlite migrates in-process: on a busy machine the start alone can take half a minute
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

type Query = Record<string, string | number>;
const ALL_FIELDS = [...SEARCH_FIELDS];

function search(host: string, query: Query = {}, cookie?: string) {
  const request = t.http.get('/api/search.php').query(query).set('Host', host).set(WEB);
  return cookie ? request.set('Cookie', cookie) : request;
}

async function ids(host: string, query: Query = {}, cookie?: string): Promise<number[]> {
  const answer: SearchAnswer = (await search(host, query, cookie).expect(200)).body;
  return answer.profiles.map((p) => p.id);
}

async function ownProfileId(memberId: number): Promise<number> {
  const [row]: { profile_id: number }[] = await t.dataSource.query(
    'SELECT profile_id FROM member WHERE id = $1',
    [memberId],
  );
  return row.profile_id;
}

/** A member whose profile is searchable (as after confirming the e-mail address). */
async function activeMember(host: string) {
  const member = await signUp(t.http, host);
  const profileId = await ownProfileId(member.user.id);
  await t.dataSource.query(`UPDATE profile SET status = 'active' WHERE id = $1`, [profileId]);
  return { ...member, profileId };
}

describe('GET /api/search.php never shows', () => {
  let tenant: Tenant;
  let host: string;
  beforeAll(async () => {
    ({ tenant, host } = await createTenant(t.dataSource, {
      searchFields: ALL_FIELDS,
      loggedOutSearch: true,
    }));
    await insertProfiles(t.dataSource, tenant.id, Array(8).fill({}));
  });

  it('invisible or disabled profiles', async () => {
    const [invisible, disabled] = await insertProfiles(t.dataSource, tenant.id, [
      { invisible: true },
      { status: 'disabled' },
    ]);
    const found = await ids(host);
    expect(found).not.toContain(invisible.id);
    expect(found).not.toContain(disabled.id);
  });

  it('a member awaiting deletion, nor the searching member themselves', async () => {
    const leaving = await activeMember(host);
    const searcher = await activeMember(host);
    expect(await ids(host)).toEqual(expect.arrayContaining([leaving.profileId, searcher.profileId]));
    await t.http
      .delete('/api/user.php')
      .set('Host', host)
      .set(WEB)
      .set('Cookie', leaving.cookie)
      .send({ password: PASSWORD })
      .expect(200);
    const found = await ids(host, {}, searcher.cookie);
    expect(found).not.toContain(leaving.profileId);
    expect(found).not.toContain(searcher.profileId);
  });

  it('blocked members, both ways', async () => {
    const blocker = await activeMember(host);
    const blocked = await activeMember(host);
    const bystander = await activeMember(host);
    await t.http
      .post('/api/blocks.php')
      .set('Host', host)
      .set(WEB)
      .set('Cookie', blocker.cookie)
      .send({ profile_id: blocked.profileId })
      .expect(200);
    expect(await ids(host, {}, blocker.cookie)).not.toContain(blocked.profileId);
    expect(await ids(host, {}, blocked.cookie)).not.toContain(blocker.profileId);
    expect(await ids(host, {}, bystander.cookie)).toEqual(
      expect.arrayContaining([blocker.profileId, blocked.profileId]),
    );
  });
});

describe('GET /api/search.php for visitors', () => {
  const cases: [string, Partial<Tenant>, Query, number][] = [
    ['refused when logged_out_search is off', {}, {}, 403],
    ['allowed when logged_out_search is on', { loggedOutSearch: true }, {}, 200],
    ['refused without a traffic source', { loggedOutSearchTrafficsource: true }, {}, 403],
    ['allowed with a network', { loggedOutSearchTrafficsource: true }, { network: 'adnet' }, 200],
    ['allowed with a ref', { loggedOutSearchTrafficsource: true }, { ref: 'partner-7' }, 200],
  ];
  it.each(cases)('%s', async (_, settings, query, status) => {
    const { host } = await createTenant(t.dataSource, { searchFields: ALL_FIELDS, ...settings });
    const response = await search(host, query).expect(status);
    if (status === 403) expect(response.body.error.code).toBe('search_requires_login');
  });

  it('a member searches whatever logged_out_search says', async () => {
    const { host } = await createTenant(t.dataSource, { searchFields: ALL_FIELDS });
    const { cookie } = await signUp(t.http, host);
    await search(host, {}, cookie).expect(200);
  });
});

describe('GET /api/search.php profile pools', () => {
  it('finds the profiles of tenants sharing the niche pool, and never another pool', async () => {
    const shared = { searchFields: ALL_FIELDS, loggedOutSearch: true, niche: 5, shareProfilePool: true };
    const a = await createTenant(t.dataSource, shared);
    const b = await createTenant(t.dataSource, shared);
    const own = await createTenant(t.dataSource, { ...shared, shareProfilePool: false });
    const otherNiche = await createTenant(t.dataSource, { ...shared, niche: 6 });
    const [ofA, ofB, ofOwn, ofOther] = await Promise.all(
      [a, b, own, otherNiche].map(({ tenant }) => insertProfiles(t.dataSource, tenant.id, Array(3).fill({}))),
    );
    const idsOf = (rows: { id: number }[]) => rows.map((p) => p.id);
    const byId = (list: number[]) => [...list].sort((x, y) => x - y);
    expect(byId(await ids(a.host))).toEqual(byId([...idsOf(ofA), ...idsOf(ofB)]));
    expect(byId(await ids(b.host))).toEqual(byId([...idsOf(ofA), ...idsOf(ofB)]));
    expect(byId(await ids(own.host))).toEqual(byId(idsOf(ofOwn)));
    expect(byId(await ids(otherNiche.host))).toEqual(byId(idsOf(ofOther)));
  });

  it("refuses one tenant's cursor on another", async () => {
    const a = await createTenant(t.dataSource, { searchFields: ALL_FIELDS, loggedOutSearch: true });
    const b = await createTenant(t.dataSource, { searchFields: ALL_FIELDS, loggedOutSearch: true });
    await insertProfiles(t.dataSource, a.tenant.id, Array(30).fill({}));
    const { next_cursor } = (await search(a.host).expect(200)).body as SearchAnswer;
    await search(a.host, { cursor: next_cursor ?? '' }).expect(200);
    const response = await search(b.host, { cursor: next_cursor ?? '' }).expect(400);
    expect(response.body.error.code).toBe('cursor_invalid');
  });
});

describe('GET /api/search.php bad input', () => {
  let host: string;
  let cursor: string;
  beforeAll(async () => {
    const created = await createTenant(t.dataSource, { searchFields: ALL_FIELDS, loggedOutSearch: true });
    host = created.host;
    await insertProfiles(t.dataSource, created.tenant.id, Array(30).fill({}));
    cursor = (await search(host, { gender: 'female' }).expect(200)).body.next_cursor;
  });

  const cases: [string, Query, string][] = [
    ['a negative page', { page: -1 }, 'validation_failed'],
    ['a huge page', { page: 1e12 }, 'validation_failed'],
    ['an age range upside down', { min_age: 50, max_age: 30 }, 'age_range_invalid'],
    ['an age below 18', { min_age: 5 }, 'validation_failed'],
    ['an age in hexadecimal', { min_age: '0x14' }, 'validation_failed'],
    ['a distance in exponent notation', { distance: '1e2' }, 'validation_failed'],
    ['a page padded with spaces', { page: ' 2 ' }, 'validation_failed'],
    ['an unknown gender', { gender: 'robot' }, 'validation_failed'],
    ['an unknown hair colour', { hair: 'green' }, 'validation_failed'],
    ['a distance of 0 km', { distance: 0 }, 'validation_failed'],
    ['a distance beyond the limit', { distance: 100_000 }, 'validation_failed'],
    // pages follow each other by cursor: a later page without one is a stale link, not page 1 again
    ['a later page without its cursor', { page: 7 }, 'cursor_invalid'],
    ['a garbage cursor', { cursor: 'not-a-cursor!' }, 'cursor_invalid'],
    [
      'a cursor in base64 of garbage',
      { cursor: Buffer.from('1.2.3').toString('base64url') },
      'cursor_invalid',
    ],
  ];
  it.each(cases)('refuses %s with its code', async (_, query, code) => {
    const response = await search(host, query);
    expect(response.status).toBeLessThan(500);
    expect(response.body.error.code).toBe(code);
  });

  it("reads a search form's empty fields as filters not set", async () => {
    const response = await search(host, { gender: 'female', min_age: '', max_age: '', distance: '' }).expect(
      200,
    );
    expect(response.body.numResults).toBe(30);
  });

  it('refuses a cursor remade with an id beyond what PostgreSQL holds', async () => {
    const fields = Buffer.from(cursor, 'base64url').toString().split('.');
    const remade = Buffer.from(['2147483648', ...fields.slice(1)].join('.')).toString('base64url');
    const response = await search(host, { gender: 'female', cursor: remade }).expect(400);
    expect(response.body.error.code).toBe('cursor_invalid');
  });

  it('refuses a cursor remade with too many exact matches or one beyond what PostgreSQL holds', async () => {
    const fields = Buffer.from(cursor, 'base64url').toString().split('.');
    const remade = (exact: string) =>
      Buffer.from([...fields.slice(0, 5), exact, fields[5]].join('.')).toString('base64url');
    await search(host, { gender: 'female', cursor: remade('1-2-3-4-5') }).expect(200);
    for (const exact of ['1-2-3-4-5-6', '2147483648', '0', '1-']) {
      const response = await search(host, { gender: 'female', cursor: remade(exact) }).expect(400);
      expect(response.body.error.code).toBe('cursor_invalid');
    }
  });

  it('refuses a cursor used with other filters', async () => {
    const response = await search(host, { gender: 'male', cursor }).expect(400);
    expect(response.body.error.code).toBe('cursor_invalid');
    await search(host, { gender: 'female', cursor }).expect(200);
  });
});
