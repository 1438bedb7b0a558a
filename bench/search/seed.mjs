// bench/search seed: tenants, pools and profiles written by PostgreSQL itself (INSERT ... SELECT over
// generate_series), so 200,000 profiles take seconds. Attributes follow rough real-world shares; places
// are jittered around real cities, weighted by size.

/** [city, country, region, lat, lon, weight] */
export const CITIES = [
  ['Amsterdam', 'NL', 'NH', 52.3676, 4.9041, 9],
  ['Rotterdam', 'NL', 'ZH', 51.9244, 4.4777, 7],
  ['Den Haag', 'NL', 'ZH', 52.0705, 4.3007, 6],
  ['Utrecht', 'NL', 'UT', 52.0907, 5.1214, 5],
  ['Eindhoven', 'NL', 'NB', 51.4416, 5.4697, 4],
  ['Groningen', 'NL', 'GR', 53.2194, 6.5665, 3],
  ['Maastricht', 'NL', 'LI', 50.8514, 5.691, 2],
  ['Zwolle', 'NL', 'OV', 52.5168, 6.083, 2],
  ['Leeuwarden', 'NL', 'FR', 53.2012, 5.7999, 1],
  ['Brussel', 'BE', 'BRU', 50.8503, 4.3517, 6],
  ['Antwerpen', 'BE', 'VAN', 51.2194, 4.4025, 5],
  ['Gent', 'BE', 'VOV', 51.0543, 3.7174, 3],
  ['Liège', 'BE', 'WLG', 50.6326, 5.5797, 2],
  ['Berlin', 'DE', 'BE', 52.52, 13.405, 10],
  ['Hamburg', 'DE', 'HH', 53.5511, 9.9937, 7],
  ['München', 'DE', 'BY', 48.1351, 11.582, 7],
  ['Köln', 'DE', 'NW', 50.9375, 6.9603, 6],
  ['Frankfurt am Main', 'DE', 'HE', 50.1109, 8.6821, 5],
  ['Stuttgart', 'DE', 'BW', 48.7758, 9.1829, 4],
  ['Leipzig', 'DE', 'SN', 51.3397, 12.3731, 3],
  ['Dresden', 'DE', 'SN', 51.0504, 13.7373, 3],
  ['Nürnberg', 'DE', 'BY', 49.4521, 11.0767, 3],
  ['Görlitz', 'DE', 'SN', 51.1525, 14.9872, 1],
  ['Wien', 'AT', '9', 48.2082, 16.3738, 5],
  ['Graz', 'AT', '6', 47.0707, 15.4395, 2],
  ['Zürich', 'CH', 'ZH', 47.3769, 8.5417, 4],
  ['London', 'GB', 'ENG', 51.5072, -0.1276, 10],
  ['Manchester', 'GB', 'ENG', 53.4808, -2.2426, 4],
  ['Glasgow', 'GB', 'SCT', 55.8642, -4.2518, 3],
  ['Cardiff', 'GB', 'WLS', 51.4816, -3.1791, 2],
  ['Inverness', 'GB', 'SCT', 57.4778, -4.2247, 1],
  ['København', 'DK', '84', 55.6761, 12.5683, 4],
  ['Stockholm', 'SE', 'AB', 59.3293, 18.0686, 4],
  ['Kiruna', 'SE', 'BD', 67.8558, 20.2253, 1],
];

const pick = (values) => {
  // A CASE over one random draw, by cumulative share: [[value, share], ...]
  let total = 0;
  const arms = values.map(([value, share]) => {
    total += share;
    return `WHEN r < ${total.toFixed(4)} THEN ${value === null ? 'NULL' : `'${value}'`}`;
  });
  return `(SELECT CASE ${arms.join(' ')} ELSE ${values.at(-1)[0] === null ? 'NULL' : `'${values.at(-1)[0]}'`} END FROM (SELECT random() + g * 0 AS r) d)`;
};

const HAIR = [
  ['brown', 0.3],
  ['blond', 0.18],
  ['dark_blond', 0.17],
  ['black', 0.15],
  ['grey', 0.08],
  ['red', 0.04],
  ['bald', 0.03],
  [null, 0.05],
];
const EYES = [
  ['brown', 0.35],
  ['blue', 0.3],
  ['green', 0.14],
  ['hazel', 0.11],
  ['grey', 0.06],
  [null, 0.04],
];
const BODY = [
  ['average', 0.33],
  ['slim', 0.2],
  ['athletic', 0.2],
  ['a_few_extra_pounds', 0.1],
  ['curvy', 0.09],
  ['muscular', 0.04],
  [null, 0.04],
];
const RELATIONSHIP = [
  ['single', 0.55],
  ['divorced', 0.2],
  ['unmarried', 0.08],
  ['married', 0.08],
  ['living_together', 0.05],
  ['widowed', 0.04],
];

/** Tenants and pools: `pools` lists [name, sizeShare, tenants sharing it]. */
export const LAYOUT = [
  { slug: 'bench-a', niche: 1, share: true, profiles: 0.35 },
  { slug: 'bench-b', niche: 1, share: true, profiles: 0.25 }, // a + b: one pool of 60 %
  { slug: 'bench-c', niche: 2, share: false, profiles: 0.2 },
  { slug: 'bench-d', niche: 3, share: false, profiles: 0.12 },
  { slug: 'bench-e', niche: 1, share: false, profiles: 0.08 }, // same niche as a, b, but its own pool
];

const tenantSql = (t, companyId, options) => `
  INSERT INTO tenant (slug, name, niche, logged_out_search, domain_language, languages, index_title,
    description, support_phone, support_email, mail_name, fictional_warning, fictional_singular,
    fictional_plural, countries, visible_profile_fields, message_credits, signup_credits, photo_credits,
    gift_credits, message_length, search_fields, refund_days, share_profile_pool, vapid_public_key,
    vapid_private_key, company_id)
  VALUES ('${t.slug}', '${t.slug}', ${t.niche}, true, 'nl_NL', '{nl,en}', '${t.slug}', 'bench', '+31 20 000 00 00',
    'support@${t.slug}.test', '${t.slug}', 'Fictional', 'fictional', 'fictionals', '{NL,BE,DE,AT,CH,GB,DK,SE}',
    '{gender,age,city}', 10, 20, 5, 25, 500, '{${options.searchFields.join(',')}}', 14, ${t.share}, 'x', 'x', ${companyId})
  RETURNING id`;

/** Profiles of one tenant: `count` rows with ids growing, as members joining over time. */
function profilesSql(tenantId, count) {
  const cities = CITIES.flatMap((c, i) => Array(c[5]).fill(i + 1));
  const cityArray = `ARRAY[${cities.join(',')}]`;
  const c = (field) => `(ARRAY[${CITIES.map((city) => field(city)).join(',')}])[ci]`;
  return `
    INSERT INTO profile (tenant_id, name, gender, sexuality, relationship_status, hair, eye_colour, body_type,
      tattoos, date_of_birth, city, region, country, latitude, longitude, is_fictional, status, invisible,
      main_image_filename, thumb_filename, match_filename)
    SELECT ${tenantId}, 'member_' || g, gender,
      CASE WHEN sx < 0.86 THEN 'hetero' WHEN sx < 0.93 THEN 'bi'
           WHEN gender = 'male' THEN 'gay' ELSE 'lesbian' END,
      ${pick(RELATIONSHIP)}, ${pick(HAIR)}, ${pick(EYES)}, ${pick(BODY)},
      random() < 0.25,
      (current_date - ((18 + floor(power(random(), 1.6) * 57)) * 365.25 + random() * 365)::int),
      ${c((x) => `'${x[0]}'`)}, ${c((x) => `'${x[2]}'`)}, ${c((x) => `'${x[1]}'`)},
      ${c((x) => x[3])} + (random() - 0.5) * 0.4, ${c((x) => x[4])} + (random() - 0.5) * 0.6,
      random() < 0.1, CASE WHEN random() < 0.05 THEN 'disabled' ELSE 'active' END, random() < 0.03,
      CASE WHEN ph THEN 'p/' || md5(g::text) || '/full.webp' END,
      CASE WHEN ph THEN 'p/' || md5(g::text) || '/thumb.webp' END,
      CASE WHEN ph THEN 'p/' || md5(g::text) || '/match.webp' END
    FROM (
      SELECT g, CASE WHEN random() < 0.52 THEN 'male' ELSE 'female' END AS gender, random() AS sx,
        (${cityArray})[1 + floor(random() * ${cities.length})::int] AS ci, random() < 0.8 AS ph
      FROM generate_series(1, ${count}) g
    ) s`;
}

/**
 * Seeds `total` profiles over LAYOUT's tenants into a database the API has migrated. Profiles of all
 * tenants are written in interleaved slices so that ids of every pool spread over the whole range.
 * Answers the tenants with their hosts.
 */
export async function seed(client, total, { searchFields, slices = 10 }) {
  await client.query('SELECT setseed(0.42)');
  const { rows: companies } = await client.query(`
    INSERT INTO company (name, address, kvk, city, country, support_phone)
    VALUES ('Bench B.V.', 'Street 1', '1', 'Amsterdam', 'NL', '+31') RETURNING id`);
  const tenants = [];
  for (const t of LAYOUT) {
    const { rows } = await client.query(tenantSql(t, companies[0].id, { searchFields }));
    const host = `${t.slug}.localhost`;
    await client.query('INSERT INTO tenant_domain (tenant_id, host, is_primary) VALUES ($1, $2, true)', [
      rows[0].id,
      host,
    ]);
    tenants.push({ ...t, id: rows[0].id, host });
  }
  // The migrations' indexes, as they are, rebuilt once after the load instead of grown row by row.
  const { rows: indexes } = await client.query(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'profile' AND indexname <> 'profile_pkey'`,
  );
  for (const { indexname } of indexes) await client.query(`DROP INDEX "${indexname}"`);
  for (let slice = 0; slice < slices; slice++) {
    for (const t of tenants) await client.query(profilesSql(t.id, Math.round((total * t.profiles) / slices)));
  }
  await client.query(`SET maintenance_work_mem = '256MB'`);
  for (const { indexdef } of indexes) await client.query(indexdef);
  // the profiles' trigger gave each its activity row (now): members last seen over a month
  await client.query(`UPDATE profile_activity SET last_active_at = now() - random() * interval '30 days'`);
  await client.query('VACUUM ANALYZE profile');
  await client.query('VACUUM ANALYZE profile_activity');
  return tenants;
}
