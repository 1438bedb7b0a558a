// bench/admin seed: a busy site written by PostgreSQL itself (INSERT ... SELECT over generate_series), on a
// database the API has migrated. One large tenant with every list the console pages (members, messages,
// staff replies, codes and their uses, complaints, the audit log, the inbox, daily numbers), a small second
// tenant beside it, and the staff: an owner with a session, support agents and moderators.
import { randomBytes } from 'node:crypto';
import { hashToken } from '../../apps/api/dist/modules/accounts/tokens.js';

/** First names: 4 of 40 start with "a" (a tenth of members), "anna" is one in forty. */
const FIRST = [
  'anna',
  'alex',
  'amir',
  'aoife',
  'bram',
  'clara',
  'daan',
  'emma',
  'finn',
  'greta',
  'hugo',
  'ines',
  'jan',
  'julia',
  'kai',
  'lena',
  'lars',
  'mila',
  'noah',
  'olga',
  'pieter',
  'quinn',
  'rosa',
  'sam',
  'sofie',
  'tom',
  'uma',
  'vera',
  'wout',
  'xena',
  'yara',
  'zoe',
  'benno',
  'carla',
  'dirk',
  'elif',
  'fleur',
  'gijs',
  'hanna',
  'ivo',
];
const LAST = ['jansen', 'devries', 'smit', 'meyer', 'schmidt', 'brown', 'smith', 'berg', 'visser', 'bakker'];
/** The first id of rows inserted in one statement (ids of a single INSERT are contiguous). */
const lowest = (rows) => rows.reduce((min, row) => Math.min(min, row.id), Number.POSITIVE_INFINITY);
const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;
const ACTIONS = [
  ['complaint.update', 'complaint'],
  ['complaint.note', 'complaint'],
  ['member.sessions_end', 'member'],
  ['member.activation_resend', 'member'],
  ['code.create', 'code'],
  ['code.update', 'code'],
  ['fictional.update', 'profile'],
  ['tenant.update', 'tenant'],
];
const MESSAGES_PER_CONVERSATION = 20;
/** The moderators who write as fictional profiles, and the support agents. */
const MODERATORS = 20;
const AGENTS = 5;
/** Ledger rows of the member support looks at in member.php (every message booked). */
const HEAVY_LEDGER = 5000;
/** Uses of the busiest code (code-uses.php pages them, 50 a page). */
const HOT_CODE_USES = 2000;
/** Operator-run profiles of the large tenant. */
const FICTIONAL = 500;

async function tenant(client, slug, companyId) {
  const { rows } = await client.query(
    `INSERT INTO tenant (slug, name, niche, logged_out_search, domain_language, languages, index_title,
       description, support_phone, support_email, mail_name, fictional_warning, fictional_singular,
       fictional_plural, countries, visible_profile_fields, message_credits, signup_credits, photo_credits,
       gift_credits, message_length, search_fields, refund_days, share_profile_pool, vapid_public_key,
       vapid_private_key, company_id)
     VALUES ($1, $1, 1, true, 'nl_NL', '{nl,en}', $1, 'bench', '+31 20 000 00 00', 'support@' || $1 || '.test',
       $1, 'Fictional', 'fictional', 'fictionals', '{NL,GB}', '{gender,age,city}', 10, 20, 5, 25, 500, '{}', 14,
       false, 'x', 'x', $2)
     RETURNING id`,
    [slug, companyId],
  );
  await client.query('INSERT INTO tenant_domain (tenant_id, host, is_primary) VALUES ($1, $2, true)', [
    rows[0].id,
    `${slug}.localhost`,
  ]);
  return rows[0].id;
}

/** `count` members with their profiles, ids contiguous; answers the first member and profile id. */
async function members(client, tenantId, count) {
  const { rows: profiles } = await client.query(
    `INSERT INTO profile (tenant_id, pool, name, gender, sexuality, relationship_status, date_of_birth, city, region,
       country, latitude, longitude, created_at)
     SELECT $1, profile_pool_of($1), (${sqlArray(FIRST)})[1 + (g * 7) % ${FIRST.length}] || g,
       CASE WHEN g % 2 = 0 THEN 'female' ELSE 'male' END, 'hetero', 'single',
       date '1960-01-01' + (random() * 16000)::int, 'Amsterdam', 'NH', 'NL', 52.37, 4.9,
       now() - (1 - g::float / $2) * interval '730 days'
     FROM generate_series(1, $2) g ORDER BY g
     RETURNING id`,
    [tenantId, count],
  );
  const firstProfile = lowest(profiles);
  const { rows } = await client.query(
    `INSERT INTO member (tenant_id, email, status, name, date_of_birth, gender, seeking, language, credits,
       paid_user, confirmed_at, created_at, profile_id)
     SELECT p.tenant_id,
       regexp_replace(p.name, '[0-9]+$', '') || '.' ||
         (${sqlArray(LAST)})[1 + (p.id * 3) % ${LAST.length}] || (p.id - $2 + 1) || '@example.test',
       'active', p.name, p.date_of_birth, p.gender, CASE WHEN p.gender = 'male' THEN 'female' ELSE 'male' END,
       'nl', (random() * 200)::int, random() < 0.2, p.created_at + interval '5 minutes', p.created_at, p.id
     FROM profile p WHERE p.tenant_id = $1 AND p.id >= $2 ORDER BY p.id
     RETURNING id`,
    [tenantId, firstProfile],
  );
  return { firstMember: lowest(rows), firstProfile };
}

async function staff(client, tenantId) {
  const token = randomBytes(32).toString('base64url');
  const {
    rows: [owner],
  } = await client.query(
    `INSERT INTO staff (email, name, password_hash) VALUES ('owner@bench.test', 'Bench owner', 'x') RETURNING id`,
  );
  await client.query(`INSERT INTO staff_role (staff_id, role, tenant_id) VALUES ($1, 'owner', NULL)`, [
    owner.id,
  ]);
  await client.query(
    `INSERT INTO staff_session (staff_id, token_hash, ip, user_agent, expires_at)
     VALUES ($1, $2, '127.0.0.1', 'bench/admin', now() + interval '1 day')`,
    [owner.id, hashToken(token)],
  );
  const { rows: team } = await client.query(
    `INSERT INTO staff (email, name, password_hash)
     SELECT 'staff' || g || '@bench.test', 'Staff ' || g, 'x' FROM generate_series(1, $1) g ORDER BY g
     RETURNING id`,
    [MODERATORS + AGENTS],
  );
  const ids = team.map((row) => row.id);
  await client.query(
    `INSERT INTO staff_role (staff_id, role, tenant_id)
     SELECT s, CASE WHEN i <= $2 THEN 'moderator' ELSE 'support' END, $3
     FROM unnest($1::int[]) WITH ORDINALITY AS t(s, i)`,
    [ids, MODERATORS, tenantId],
  );
  return {
    ownerId: owner.id,
    cookie: `amora_staff=${token}`,
    moderators: ids.slice(0, MODERATORS),
    agents: ids.slice(MODERATORS),
  };
}

/**
 * A quarter of the members have a conversation of MESSAGES_PER_CONVERSATION messages: three in five with
 * a fictional profile (its side written by a moderator, kept in staff_message too), the rest with another
 * member. A tenth of the fictional ones wait in the moderator queue.
 */
async function conversations(client, s) {
  const count = s.messages / MESSAGES_PER_CONVERSATION;
  if (count > s.members / 4) throw new Error('too many messages for the members');
  await client.query(
    `INSERT INTO conversation (tenant_id, profile_low_id, profile_high_id, started_by_profile_id, created_at)
     SELECT $1, least(a, b), greatest(a, b), a, now() - interval '365 days' + (k::float / $5) * interval '363 days'
     FROM (SELECT k, $2 + k - 1 AS a,
                  CASE WHEN k % 5 < 3 THEN $3 + k % $4 ELSE $2 + $6 / 2 + k END AS b
           FROM generate_series(1, $5) k) pairs
     ORDER BY k`,
    [s.tenantId, s.firstProfile, s.firstFictional, s.fictional, count, s.members],
  );
  await client.query(
    `INSERT INTO conversation_participant (tenant_id, conversation_id, profile_id, member_id)
     SELECT c.tenant_id, c.id, p.id, m.id
     FROM conversation c
     CROSS JOIN LATERAL (VALUES (c.profile_low_id), (c.profile_high_id)) AS side(profile_id)
     JOIN profile p ON p.id = side.profile_id
     LEFT JOIN member m ON m.profile_id = p.id
     WHERE c.tenant_id = $1`,
    [s.tenantId],
  );
  // messages in time order, so ids grow with time as they do live
  await client.query(
    `INSERT INTO chat_message (tenant_id, conversation_id, sender_profile_id, kind, text, credits, staff_id, created_at)
     SELECT c.tenant_id, c.id,
       CASE WHEN j % 2 = 1 THEN c.started_by_profile_id
            ELSE CASE WHEN c.profile_low_id = c.started_by_profile_id THEN c.profile_high_id ELSE c.profile_low_id END END,
       'text', 'Bench message ' || j || ' of conversation ' || c.id, CASE WHEN j % 2 = 1 THEN 10 ELSE 0 END,
       CASE WHEN j % 2 = 0 AND f.is_fictional THEN ($2::int[])[1 + (c.id + j) % array_length($2::int[], 1)] END,
       c.created_at + j * interval '2 hours'
     FROM conversation c
     JOIN profile f ON f.id = CASE WHEN c.profile_low_id = c.started_by_profile_id THEN c.profile_high_id ELSE c.profile_low_id END
     CROSS JOIN generate_series(1, ${MESSAGES_PER_CONVERSATION}) j
     WHERE c.tenant_id = $1
     ORDER BY c.created_at + j * interval '2 hours', c.id`,
    [s.tenantId, s.staff.moderators],
  );
  await client.query(
    `INSERT INTO staff_message (message_id, staff_id, member_tenant_id, fictional_profile_id, member_id, created_at)
     SELECT m.id, m.staff_id, p.tenant_id, m.sender_profile_id, p.member_id, m.created_at
     FROM chat_message m JOIN conversation_participant p ON p.conversation_id = m.conversation_id AND p.member_id IS NOT NULL
     WHERE m.staff_id IS NOT NULL AND m.tenant_id = $1`,
    [s.tenantId],
  );
  await client.query('ANALYZE conversation, conversation_participant, chat_message');
  await client.query(
    `UPDATE conversation c SET last_message_id = l.id, last_message_at = l.created_at
     FROM (SELECT DISTINCT ON (conversation_id) conversation_id, id, created_at FROM chat_message
           WHERE tenant_id = $1 ORDER BY conversation_id, id DESC) l
     WHERE l.conversation_id = c.id`,
    [s.tenantId],
  );
  await client.query(
    `INSERT INTO moderator_queue (tenant_id, conversation_id, member_id, fictional_profile_id, waiting_since, claimed_by, claimed_until)
     SELECT c.tenant_id, c.id, mp.member_id, fp.profile_id, now() - random() * interval '2 days',
       CASE WHEN c.id % 7 = 0 THEN ($2::int[])[1] END, CASE WHEN c.id % 7 = 0 THEN now() + interval '5 minutes' END
     FROM conversation c
     JOIN conversation_participant mp ON mp.conversation_id = c.id AND mp.member_id IS NOT NULL
     JOIN conversation_participant fp ON fp.conversation_id = c.id AND fp.member_id IS NULL
     WHERE c.tenant_id = $1 AND c.id % 10 = 0`,
    [s.tenantId, s.staff.moderators],
  );
}

/** Codes, paid payments (three per code on average, each a member's own) with the codes' uses, ledgers. */
async function shop(client, s) {
  const {
    rows: [bundle],
  } = await client.query('INSERT INTO credit_bundle (tenant_id, credits) VALUES ($1, 100) RETURNING id', [
    s.tenantId,
  ]);
  const { rows: codes } = await client.query(
    `INSERT INTO discount_code (tenant_id, code, value_percentage, status, reason, validity, expires_at, created_at)
     SELECT $1, (ARRAY['SPRING','SUMMER','WELCOME','BACK','VIP'])[1 + g % 5] || '-' || upper(substr(md5(g::text), 1, 8)),
       (ARRAY[10,15,20,25,50])[1 + g % 5],
       CASE WHEN g % 10 = 0 THEN 'inactive' ELSE 'active' END,
       (ARRAY['promotion','welcome','retention','time_bonus'])[1 + g % 4],
       CASE WHEN g % 5 = 0 THEN 'once-per-user' ELSE 'unlimited' END,
       CASE WHEN g % 3 = 0 THEN now() + interval '90 days' END,
       now() - (1 - g::float / $2) * interval '700 days'
     FROM generate_series(1, $2) g ORDER BY g
     RETURNING id`,
    [s.tenantId, s.codes],
  );
  const firstCode = lowest(codes);
  const payments = 3 * s.codes;
  // payment g: member g, code g (mod codes); then the busiest code's uses; then the heavy member's payments
  await client.query(
    `INSERT INTO payment (tenant_id, member_id, bundle_id, credits, country, currency, amount, list_amount,
       discount_code_id, discount_percentage, vat_rate, provider, provider_payment_id, method, status,
       created_at, updated_at, paid_at)
     SELECT $1, $2 + g - 1, $3, 100, CASE WHEN g % 4 = 0 THEN 'GB' ELSE 'NL' END,
       CASE WHEN g % 4 = 0 THEN 'GBP' ELSE 'EUR' END, 1600, 2000, code, 20, 21, 'simulator', 'sim_' || g, 'ideal',
       CASE WHEN g % 20 = 0 THEN 'open' WHEN g % 20 = 1 THEN 'failed' ELSE 'paid' END, at, at,
       CASE WHEN g % 20 > 1 THEN at + interval '1 minute' END
     FROM (SELECT g, CASE WHEN g <= $5 THEN $4 + (g - 1) % $6 ELSE $4 END AS code,
             now() - random() * interval '700 days' AS at
           FROM generate_series(1, $5 + ${HOT_CODE_USES}) g) p
     ORDER BY at`,
    [s.tenantId, s.firstMember + 1, bundle.id, firstCode, payments, s.codes],
  );
  await client.query(
    `INSERT INTO payment (tenant_id, member_id, bundle_id, credits, country, currency, amount, list_amount,
       vat_rate, provider, provider_payment_id, method, status, created_at, updated_at, paid_at)
     SELECT $1, $2, $3, 100, 'NL', 'EUR', 2000, 2000, 21, 'simulator', 'heavy_' || g, 'ideal', 'paid', at, at, at
     FROM (SELECT g, now() - g * interval '1 day' AS at FROM generate_series(1, 120) g) p`,
    [s.tenantId, s.firstMember, bundle.id],
  );
  await client.query(
    `INSERT INTO discount_redemption (tenant_id, discount_code_id, member_id, payment_id, validity, status, created_at)
     SELECT p.tenant_id, p.discount_code_id, p.member_id, p.id, c.validity,
       CASE p.status WHEN 'paid' THEN 'used' WHEN 'open' THEN 'reserved' ELSE 'released' END, p.created_at
     FROM payment p JOIN discount_code c ON c.id = p.discount_code_id
     WHERE p.tenant_id = $1 ORDER BY p.id`,
    [s.tenantId],
  );
  await client.query(
    `INSERT INTO credit_ledger (tenant_id, member_id, delta, balance_after, reason, reference, idempotency_key, created_at)
     SELECT tenant_id, id, 20, 20, 'signup', NULL, 'signup:' || id, created_at FROM member WHERE tenant_id = $1`,
    [s.tenantId],
  );
  await client.query(
    `INSERT INTO credit_ledger (tenant_id, member_id, delta, balance_after, reason, reference, idempotency_key, created_at)
     SELECT tenant_id, member_id, credits, credits + 20, 'purchase', 'payment:' || id, 'payment:' || id, paid_at
     FROM payment WHERE tenant_id = $1 AND status = 'paid' ORDER BY paid_at`,
    [s.tenantId],
  );
  await client.query(
    `INSERT INTO credit_ledger (tenant_id, member_id, delta, balance_after, reason, reference, idempotency_key, created_at)
     SELECT $1, $2, -10, 10000 - g, 'message', 'message:' || g, 'heavy:' || g, now() - ($3 - g) * interval '1 hour'
     FROM generate_series(1, $3) g ORDER BY g`,
    [s.tenantId, s.firstMember, HEAVY_LEDGER],
  );
  await client.query(
    `INSERT INTO outbound_mail (tenant_id, member_id, kind, to_address, subject, text, html, status, created_at)
     SELECT $1, $2, 'notification', 'heavy@example.test', 'New message', 'text', '<p>html</p>', 'sent',
       now() - g * interval '1 hour'
     FROM generate_series(1, 200) g`,
    [s.tenantId, s.firstMember],
  );
  return { firstCode, hotCode: firstCode };
}

/** Complaints (one per 50 members), a note on every third; the audit log (one row per 2 members). */
async function support(client, s) {
  const complaints = s.members / 50;
  await client.query(
    `INSERT INTO complaint (tenant_id, member_id, profile_id, reason, text, status, subject, assigned_staff_id,
       created_at, updated_at)
     SELECT $1, $2 + (g * 13) % $3,
       CASE WHEN g % 10 = 0 THEN NULL WHEN g % 2 = 0 THEN $4 + g % $5 ELSE $6 + (g * 17) % $3 END,
       (ARRAY['fake_profile','inappropriate_photos','harassment','spam_or_scam','underage','other'])[1 + g % 6],
       'Bench complaint ' || g, (ARRAY['open','open','open','in_progress','in_progress','closed','closed','closed','closed','closed'])[1 + g % 10],
       CASE WHEN g % 10 = 0 THEN 'billing' END,
       CASE WHEN g % 5 < 2 THEN ($7::int[])[1 + g % array_length($7::int[], 1)] END,
       at, at
     FROM (SELECT g, now() - (1 - g::float / $8) * interval '700 days' AS at FROM generate_series(1, $8) g) c
     ORDER BY g`,
    [
      s.tenantId,
      s.firstMember,
      s.members,
      s.firstFictional,
      s.fictional,
      s.firstProfile,
      s.staff.agents,
      complaints,
    ],
  );
  await client.query(
    `INSERT INTO complaint_note (complaint_id, staff_id, text, created_at)
     SELECT id, assigned_staff_id, 'Called the member', created_at + interval '1 day'
     FROM complaint WHERE tenant_id = $1 AND id % 3 = 0`,
    [s.tenantId],
  );
  const actions = ACTIONS.map(([action]) => `'${action}'`).join(',');
  const entities = ACTIONS.map(([, entity]) => `'${entity}'`).join(',');
  await client.query(
    `INSERT INTO audit_log (at, staff_id, action, entity, entity_id, tenant_id, before, after, ip)
     SELECT now() - (1 - g::float / $2) * interval '730 days', ($3::int[])[1 + g % array_length($3::int[], 1)],
       (ARRAY[${actions}])[1 + g % ${ACTIONS.length}], (ARRAY[${entities}])[1 + g % ${ACTIONS.length}],
       ($4 + (g * 31) % $5)::text, CASE WHEN g % 20 = 0 THEN $6::int ELSE $1::int END,
       jsonb_build_object('status', 'open'), jsonb_build_object('status', 'closed'), '10.0.0.1'
     FROM generate_series(1, $2) g ORDER BY g`,
    [
      s.tenantId,
      s.members / 2,
      [s.staff.ownerId, ...s.staff.moderators, ...s.staff.agents],
      s.firstMember,
      s.members,
      s.otherTenantId,
    ],
  );
}

/**
 * A photo for every second member profile, approved, one in 40 of them waiting for approval — where photo
 * moderation exists (profile_photo.review_status); answers whether it does.
 */
async function photos(client, s) {
  const { rows } = await client.query(
    `SELECT 1 FROM information_schema.columns WHERE table_name = 'profile_photo' AND column_name = 'review_status'`,
  );
  if (rows.length === 0) return false;
  await client.query('UPDATE tenant SET photo_approval = true WHERE id = $1', [s.tenantId]);
  await client.query(
    `INSERT INTO profile_photo (tenant_id, profile_id, position, key, blur_key, width, height, review_status, created_at)
     SELECT $1, p, 0, 'p/' || md5(p::text), 'b/' || md5(p::text), 1200, 1600,
       CASE WHEN p % 40 = 0 THEN 'pending' ELSE 'approved' END, now() - ($3 - p) * interval '1 minute'
     FROM generate_series($2::int, $2::int + $3 - 1) p WHERE p % 2 = 0 ORDER BY p`,
    [s.tenantId, s.firstProfile, s.members],
  );
  return true;
}

/** Two years of daily numbers for both tenants, and the rollup's cursors as if it had just run. */
async function dailyStats(client, s) {
  const scale = s.members / 200;
  await client.query(
    `INSERT INTO daily_stat (tenant_id, day, metric, currency, value)
     SELECT t, current_date - d, metric, currency, (random() * $2 * weight)::bigint
     FROM unnest($1::int[]) t
     CROSS JOIN generate_series(0, 729) d
     CROSS JOIN (VALUES ('signups', '', 1), ('activations', '', 0.8), ('first_purchases', '', 0.1),
                        ('messages_member', '', 30), ('messages_staff', '', 20), ('complaints', '', 0.05),
                        ('revenue', 'EUR', 2000), ('revenue', 'GBP', 500)) AS m(metric, currency, weight)`,
    [[s.tenantId, s.otherTenantId], scale],
  );
  await client.query(
    `INSERT INTO analytics_cursor (source, last_id)
     VALUES ('backfill', 1), ('chat_message', (SELECT coalesce(max(id), 0) FROM chat_message)),
            ('rolled_at', (extract(epoch FROM now()) * 1000)::bigint)
     ON CONFLICT (source) DO UPDATE SET last_id = EXCLUDED.last_id`,
  );
}

/**
 * Seeds one scale: `members` members (with profiles) in the large tenant, 2,000 in a second one,
 * `messages` messages, `codes` discount codes. Answers what the requests name.
 */
export async function seed(client, scale) {
  const indexes = await dropIndexes(client, BIG_TABLES);
  // rows consistent by construction: no foreign key or trigger checks row by row while loading
  await client.query('SET session_replication_role = replica');
  const answer = await load(client, scale);
  // the profiles' trigger was off too: their activity rows (members last seen over a month)
  await client.query(`INSERT INTO profile_activity (profile_id, tenant_id, last_active_at)
    SELECT id, tenant_id, now() - random() * interval '30 days' FROM profile`);
  await client.query('RESET session_replication_role');
  await client.query(`SET maintenance_work_mem = '256MB'`);
  for (const { indexdef } of indexes) await client.query(indexdef);
  await client.query('VACUUM ANALYZE');
  return answer;
}

/** The big tables' indexes (not their keys), dropped to be built once after the load. */
const BIG_TABLES = [
  'profile',
  'member',
  'chat_message',
  'staff_message',
  'credit_ledger',
  'audit_log',
  'profile_photo',
];

async function dropIndexes(client, tables) {
  const { rows } = await client.query(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [tables],
  );
  for (const { indexname } of rows) await client.query(`DROP INDEX "${indexname}"`);
  return rows;
}

async function load(client, { members: memberCount, messages, codes: codeCount }) {
  await client.query('SELECT setseed(0.42)');
  const {
    rows: [company],
  } = await client.query(`
    INSERT INTO company (name, address, kvk, city, country, support_phone)
    VALUES ('Bench B.V.', 'Street 1', '1', 'Amsterdam', 'NL', '+31') RETURNING id`);
  const tenantId = await tenant(client, 'bench-admin-a', company.id);
  const otherTenantId = await tenant(client, 'bench-admin-b', company.id);
  // the small tenant's members first: an older brand, its ids below the large one's
  await members(client, otherTenantId, 2000);
  const large = await members(client, tenantId, memberCount);
  const fictional = FICTIONAL;
  const { rows: fictionalRows } = await client.query(
    `INSERT INTO profile (tenant_id, pool, name, gender, sexuality, relationship_status, date_of_birth, city, region,
       country, is_fictional)
     SELECT $1, profile_pool_of($1), (${sqlArray(FIRST)})[1 + g % ${FIRST.length}] || ' ' || g, 'female', 'hetero', 'single',
       date '1990-01-01', 'Utrecht', 'UT', 'NL', true
     FROM generate_series(1, $2) g ORDER BY g RETURNING id`,
    [tenantId, fictional],
  );
  // a few members nobody else is named like
  await client.query(`UPDATE member SET name = 'zebulon' || id WHERE id IN ($1, $2, $3)`, [
    large.firstMember + 11,
    large.firstMember + Math.floor(memberCount / 2),
    large.firstMember + memberCount - 7,
  ]);
  const s = {
    tenantId,
    otherTenantId,
    members: memberCount,
    messages,
    codes: codeCount,
    fictional,
    firstFictional: lowest(fictionalRows),
    ...large,
  };
  s.staff = await staff(client, tenantId);
  await conversations(client, s);
  Object.assign(s, await shop(client, s));
  await support(client, s);
  await dailyStats(client, s);
  s.photoReview = await photos(client, s);
  const { rows: emails } = await client.query(
    'SELECT email FROM member WHERE tenant_id = $1 ORDER BY random() LIMIT 100',
    [tenantId],
  );
  s.emails = emails.map((row) => row.email);
  return s;
}
