import { SEARCH_FIELDS, SEARCH_MAX_DISTANCE_KM, SEARCH_PAGE_SIZE, type SearchAnswer } from '@amora/contracts';
import { signUp, WEB } from '../../test/accounts.js';
import { createTenant } from '../../test/factories.js';
import { insertProfiles, PLACES, type TestProfile } from '../../test/search-profiles.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
// PGlite migrates in-process: on a busy machine the start alone can take half a minute
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

const ALL_FIELDS = [...SEARCH_FIELDS];
type Query = Record<string, string | number>;

async function newTenant() {
  return createTenant(t.dataSource, { searchFields: ALL_FIELDS, loggedOutSearch: true });
}

function search(host: string, query: Query, cookie?: string) {
  const request = t.http.get('/api/search.php').query(query).set('Host', host).set(WEB);
  return cookie ? request.set('Cookie', cookie) : request;
}

/** Every profile of a search, following the cursors; asserts page numbers and no repeats. */
async function searchAll(host: string, query: Query, cookie?: string) {
  const ids: number[] = [];
  let answer: SearchAnswer = (await search(host, query, cookie).expect(200)).body;
  for (let page = 1; ; page++) {
    expect(answer.page).toBe(page);
    ids.push(...answer.profiles.map((p) => p.id));
    if (!answer.next_cursor) break;
    expect(answer.profiles).toHaveLength(SEARCH_PAGE_SIZE);
    const next = { ...query, cursor: answer.next_cursor, page: page + 1 };
    answer = (await search(host, next, cookie).expect(200)).body;
  }
  expect(new Set(ids).size).toBe(ids.length);
  return ids;
}

/** A deterministic spread of attributes, ages and places over `n` profiles. */
function spread(n: number): Partial<TestProfile>[] {
  const values = <T>(list: readonly T[], i: number, step: number) => list[(i * step) % list.length];
  const places = Object.values(PLACES);
  return Array.from({ length: n }, (_, i) => ({
    gender: values(['female', 'male'] as const, i, 1),
    sexuality: values(['hetero', 'hetero', 'bi', 'gay', 'lesbian'], i, 3),
    relationship_status: values(['single', 'divorced', 'married', 'widowed'], i, 5),
    hair: values(['brown', 'blond', 'red', null], i, 7),
    eye_colour: values(['blue', 'brown', 'green'], i, 11),
    body_type: values(['slim', 'average', 'curvy'], i, 13),
    tattoos: i % 3 === 0,
    date_of_birth: `${1950 + ((i * 7) % 55)}-03-01`,
    ...values(places, i, 17),
  }));
}

describe('GET /api/search.php filters', () => {
  let host: string;
  let rows: (TestProfile & { id: number })[];
  beforeAll(async () => {
    ({ host } = await newTenant());
    const { tenant } = await newTenant();
    await insertProfiles(t.dataSource, tenant.id, spread(40)); // another tenant's profiles: never found
    rows = await insertProfiles(t.dataSource, (await tenantOf(host)).id, spread(240));
  });

  const age = (born: string) => {
    const today = new Date();
    const [y, m, d] = born.split('-').map(Number);
    const birthday =
      today.getUTCMonth() + 1 > m || (today.getUTCMonth() + 1 === m && today.getUTCDate() >= d);
    return today.getUTCFullYear() - y - (birthday ? 0 : 1);
  };
  const cases: [string, Query, (p: TestProfile) => boolean][] = [
    ['no filter', {}, () => true],
    ['gender', { gender: 'male' }, (p) => p.gender === 'male'],
    ['country', { country: 'BE' }, (p) => p.country === 'BE'],
    ['countryregion', { country: 'NL', countryregion: 'UT' }, (p) => p.region === 'UT'],
    ['min_age', { min_age: 60 }, (p) => age(p.date_of_birth) >= 60],
    ['max_age', { max_age: 30 }, (p) => age(p.date_of_birth) <= 30],
    [
      'age range',
      { min_age: 40, max_age: 49 },
      (p) => age(p.date_of_birth) >= 40 && age(p.date_of_birth) <= 49,
    ],
    ['sexuality', { sexuality: 'gay' }, (p) => p.sexuality === 'gay'],
    ['relationship_status', { relationship_status: 'widowed' }, (p) => p.relationship_status === 'widowed'],
    ['hair', { hair: 'red' }, (p) => p.hair === 'red'],
    ['eye_colour', { eye_colour: 'green' }, (p) => p.eye_colour === 'green'],
    ['body_type', { body_type: 'curvy' }, (p) => p.body_type === 'curvy'],
    ['tattoos yes', { tattoos: 'yes' }, (p) => p.tattoos],
    ['tattoos no', { tattoos: 'no' }, (p) => !p.tattoos],
    // common values only: counted through the traits index, where an unsaid trait is '' (a quarter of
    // these profiles say no hair colour: a search not asking for one must find them)
    [
      'common values together',
      { eye_colour: 'blue', body_type: 'slim' },
      (p) => p.eye_colour === 'blue' && p.body_type === 'slim',
    ],
    [
      'common values, one of them early in the index',
      { hair: 'brown', eye_colour: 'blue', tattoos: 'yes' },
      (p) => p.hair === 'brown' && p.eye_colour === 'blue' && p.tattoos,
    ],
    [
      'rare values together',
      { relationship_status: 'married', eye_colour: 'green' },
      (p) => p.relationship_status === 'married' && p.eye_colour === 'green',
    ],
    [
      'several at once',
      { gender: 'female', body_type: 'slim', min_age: 30 },
      (p) => p.gender === 'female' && p.body_type === 'slim' && age(p.date_of_birth) >= 30,
    ],
  ];
  it.each(cases)('%s: exactly the matching profiles of the pool, newest first', async (_, query, matches) => {
    const expected = rows
      .filter(matches)
      .map((p) => p.id)
      .reverse();
    expect(expected.length).toBeGreaterThanOrEqual(6);
    const first: SearchAnswer = (await search(host, query).expect(200)).body;
    expect(first).toMatchObject({ similar: false, relaxed: [], numResults: expected.length });
    expect(await searchAll(host, query)).toEqual(expected);
  });

  it('answer cards with age, place, image and the fictional flag', async () => {
    const [card] = (await search(host, {}).expect(200)).body.profiles;
    const row = rows.at(-1);
    expect(card).toMatchObject({
      id: row?.id,
      name: row?.name,
      city: row?.city,
      fictional: false,
      distance: null,
    });
    expect(card.age).toBe(age(row?.date_of_birth ?? ''));
  });

  it('ignore the filters the tenant does not offer', async () => {
    const { tenant, host: narrow } = await createTenant(t.dataSource, {
      searchFields: ['gender'],
      loggedOutSearch: true,
    });
    const few = await insertProfiles(t.dataSource, tenant.id, spread(30));
    const ids = await searchAll(narrow, { hair: 'red', min_age: 99, gender: 'male' });
    expect(ids).toEqual(
      few
        .filter((p) => p.gender === 'male')
        .map((p) => p.id)
        .reverse(),
    );
  });
});

async function tenantOf(host: string) {
  const [row]: { id: number }[] = await t.dataSource.query(
    'SELECT tenant_id AS id FROM tenant_domain WHERE host = $1',
    [host],
  );
  return row;
}

describe('GET /api/search.php by distance', () => {
  it("finds the profiles within the distance of the member's own place, with their distance", async () => {
    const { tenant, host } = await newTenant();
    const near = await insertProfiles(t.dataSource, tenant.id, [
      ...Array(4).fill(PLACES.amsterdam),
      ...Array(3).fill(PLACES.utrecht),
    ]);
    await insertProfiles(t.dataSource, tenant.id, [PLACES.rotterdam, PLACES.berlin, PLACES.brussels]);
    const { cookie, user } = await signUp(t.http, host);
    await t.dataSource.query('UPDATE profile SET latitude = $1, longitude = $2 WHERE id = $3', [
      PLACES.amsterdam.latitude,
      PLACES.amsterdam.longitude,
      await ownProfileId(user.id),
    ]);
    const answer: SearchAnswer = (await search(host, { distance: 40 }, cookie).expect(200)).body;
    expect(answer.profiles.map((p) => p.id).sort()).toEqual(near.map((p) => p.id).sort());
    const distances = answer.profiles.map((p) => p.distance);
    expect(distances.filter((d) => d === 0)).toHaveLength(4);
    expect(distances.filter((d) => d !== null && d >= 33 && d <= 37)).toHaveLength(3);
    const all: SearchAnswer = (await search(host, {}, cookie).expect(200)).body;
    expect(all.profiles.find((p) => p.city === 'Berlin')?.distance).toBeGreaterThan(550);
  });

  it('refuses a distance without a place: a member without one, a visitor', async () => {
    const { host } = await newTenant();
    const { cookie } = await signUp(t.http, host);
    const member = await search(host, { distance: 50 }, cookie).expect(400);
    expect(member.body.error.code).toBe('distance_needs_place');
    const visitor = await search(host, { distance: 50 }).expect(400);
    expect(visitor.body.error.code).toBe('distance_needs_place');
  });
});

async function ownProfileId(memberId: number): Promise<number> {
  const [row]: { profile_id: number }[] = await t.dataSource.query(
    'SELECT profile_id FROM member WHERE id = $1',
    [memberId],
  );
  return row.profile_id;
}

describe('GET /api/search.php pages', () => {
  it('pages through without gaps or repeats while members join', async () => {
    const { tenant, host } = await newTenant();
    const before = await insertProfiles(t.dataSource, tenant.id, spread(60));
    const seen: number[] = [];
    let answer: SearchAnswer = (await search(host, {}).expect(200)).body;
    expect(answer.numResults).toBe(60);
    while (true) {
      seen.push(...answer.profiles.map((p) => p.id));
      await insertProfiles(t.dataSource, tenant.id, spread(5)); // joined meanwhile: on a new search's page 1
      if (!answer.next_cursor) break;
      answer = (await search(host, { cursor: answer.next_cursor, page: answer.page + 1 }).expect(200)).body;
      expect(answer.numResults).toBe(60);
    }
    expect(seen).toEqual(before.map((p) => p.id).reverse());
    const fresh: SearchAnswer = (await search(host, {}).expect(200)).body;
    expect(fresh.profiles[0].id).toBeGreaterThan(Math.max(...seen));
  });

  it('counts up to the cap and says so above it', async () => {
    const { tenant, host } = await newTenant();
    await t.dataSource.query(
      `INSERT INTO profile (tenant_id, name, gender, sexuality, relationship_status, date_of_birth, city, region, country)
       SELECT $1, 'm' || g, 'female', 'hetero', 'single', '1990-01-01', 'Amsterdam', 'NH', 'NL'
       FROM generate_series(1, 1005) g`,
      [tenant.id],
    );
    const answer: SearchAnswer = (await search(host, {}).expect(200)).body;
    expect(answer).toMatchObject({ numResults: 1000, numResultsCapped: true });
    const exact: SearchAnswer = (await search(host, { gender: 'male' }).expect(200)).body;
    expect(exact).toMatchObject({ numResults: 0, numResultsCapped: false, similar: false });
  });
  it('above the cap walks newest first past the blocked, the far and the out of age', async () => {
    const { tenant, host } = await newTenant();
    const crowd = await insertProfiles(t.dataSource, tenant.id, Array(1010).fill({}));
    const [, , blocked] = await insertProfiles(t.dataSource, tenant.id, [
      { date_of_birth: '1950-01-01' },
      PLACES.berlin,
      {},
    ]);
    const { cookie, user } = await signUp(t.http, host);
    await t.dataSource.query('UPDATE profile SET latitude = $1, longitude = $2 WHERE id = $3', [
      PLACES.amsterdam.latitude,
      PLACES.amsterdam.longitude,
      await ownProfileId(user.id),
    ]);
    await t.http
      .post('/api/blocks.php')
      .set('Host', host)
      .set(WEB)
      .set('Cookie', cookie)
      .send({ profile_id: blocked.id })
      .expect(200);
    const query = { distance: 50, min_age: 25, max_age: 45 };
    const first: SearchAnswer = (await search(host, query, cookie).expect(200)).body;
    expect(first).toMatchObject({ numResults: 1000, numResultsCapped: true, similar: false });
    const newest = crowd.map((p) => p.id).reverse();
    expect(first.profiles.map((p) => p.id)).toEqual(newest.slice(0, SEARCH_PAGE_SIZE));
    const next = { ...query, cursor: first.next_cursor ?? '', page: 2 };
    const second: SearchAnswer = (await search(host, next, cookie).expect(200)).body;
    expect(second.profiles.map((p) => p.id)).toEqual(newest.slice(SEARCH_PAGE_SIZE, 2 * SEARCH_PAGE_SIZE));
  });
});

describe('GET /api/search.php similar results', () => {
  it('relaxes the filters step by step when few match, and keeps the relaxation on later pages', async () => {
    const { tenant, host } = await newTenant();
    const rows = await insertProfiles(t.dataSource, tenant.id, [
      ...Array(40).fill({ hair: 'brown', ...PLACES.rotterdam }),
      { hair: 'red', ...PLACES.amsterdam },
      { hair: 'red', ...PLACES.rotterdam },
    ]);
    const newYork = { city: 'New York', region: 'NY', country: 'US', latitude: 40.71, longitude: -74.01 };
    await insertProfiles(t.dataSource, tenant.id, [{ hair: 'brown', ...newYork }]);
    const answer: SearchAnswer = (await search(host, { hair: 'red', country: 'NL' }).expect(200)).body;
    expect(answer).toMatchObject({ similar: true, relaxed: ['hair'], numResults: 42 });
    expect(answer.profiles).toHaveLength(SEARCH_PAGE_SIZE);
    const ids = await searchAll(host, { hair: 'red', country: 'NL' });
    expect(ids).toEqual(rows.map((p) => p.id).reverse());

    const { cookie, user } = await signUp(t.http, host);
    const own = await ownProfileId(user.id);
    await t.dataSource.query('UPDATE profile SET latitude = $1, longitude = $2 WHERE id = $3', [
      PLACES.amsterdam.latitude,
      PLACES.amsterdam.longitude,
      own,
    ]);
    const near: SearchAnswer = (await search(host, { hair: 'red', distance: 10 }, cookie).expect(200)).body;
    // 20 km still finds 1 red, without the hair filter 1 near Amsterdam, then the distance widens to the
    // largest offered, never further: Rotterdam is in, New York is not
    expect(near.relaxed).toEqual(['distance', 'hair']);
    expect(near.profiles.length).toBe(SEARCH_PAGE_SIZE);
    expect(near.profiles.every((p) => p.distance !== null && p.distance <= SEARCH_MAX_DISTANCE_KM)).toBe(
      true,
    );
    // a member with a place who asks no distance: relaxing never brings one in
    const member: SearchAnswer = (await search(host, { hair: 'red', country: 'NL' }, cookie).expect(200))
      .body;
    expect(member).toMatchObject({ similar: true, relaxed: ['hair'], numResults: 42 });
  });

  it('leads similar results with the exact matches, which later pages do not repeat', async () => {
    const { tenant, host } = await newTenant();
    // the two red-haired ones are the oldest: in id order they would come last, on page 2
    const reds = await insertProfiles(t.dataSource, tenant.id, [{ hair: 'red' }, { hair: 'red' }]);
    const browns = await insertProfiles(t.dataSource, tenant.id, Array(40).fill({ hair: 'brown' }));
    const { cookie } = await signUp(t.http, host);
    for (const [viewer, cookieOf] of [
      ['visitor', undefined],
      ['member', cookie],
    ] as const) {
      const first: SearchAnswer = (await search(host, { hair: 'red' }, cookieOf).expect(200)).body;
      expect({ viewer, ...first }).toMatchObject({
        viewer,
        similar: true,
        relaxed: ['hair'],
        exactMatches: 2,
        numResults: 42,
      });
      const newestFirst = (rows: { id: number }[]) => rows.map((p) => p.id).reverse();
      expect(first.profiles.slice(0, 2).map((p) => p.id)).toEqual(newestFirst(reds));
      const second: SearchAnswer = (
        await search(host, { hair: 'red', cursor: first.next_cursor ?? '', page: 2 }, cookieOf).expect(200)
      ).body;
      expect(second.exactMatches).toBe(0);
      const ids = await searchAll(host, { hair: 'red' }, cookieOf);
      expect(ids).toEqual([...newestFirst(reds), ...newestFirst(browns)]);
    }
  });

  it('widens rare ages by 5 years, and at last by 10 more, before saying nobody is there', async () => {
    const { tenant, host } = await newTenant();
    const bornAged = (years: number) => `${new Date().getFullYear() - years - 1}-01-01`;
    // for 70-72, ±5 (65-77) finds nobody; ±15 (55-87) the one of 86, never the one of 95
    const [eightySix] = await insertProfiles(t.dataSource, tenant.id, [
      { hair: 'brown', date_of_birth: bornAged(86) },
      { hair: 'brown', date_of_birth: bornAged(95) },
    ]);
    const rare: SearchAnswer = (await search(host, { hair: 'red', min_age: 70, max_age: 72 }).expect(200))
      .body;
    expect(rare).toMatchObject({ similar: true, relaxed: ['hair', 'min_age', 'max_age'], numResults: 1 });
    expect(rare.profiles.map((p) => p.id)).toEqual([eightySix.id]);
  });

  it('answers no similar results when nothing comes closer', async () => {
    const { tenant, host } = await newTenant();
    await insertProfiles(t.dataSource, tenant.id, [{ gender: 'female' }, { gender: 'female' }]);
    const answer: SearchAnswer = (await search(host, { gender: 'male', hair: 'red' }).expect(200)).body;
    expect(answer).toMatchObject({ profiles: [], numResults: 0, similar: false, relaxed: [] });
  });
});
