import type { DataSource } from 'typeorm';
import { type Http, signUp, WEB } from './accounts.js';

export interface TestMember {
  cookie: string;
  email: string;
  memberId: number;
  profileId: number;
  ip: string;
}

let callers = 0;

export interface MemberOptions {
  /** The address confirmed: the member may write messages. */
  confirmed?: boolean;
  /** Bought credits once: premium. */
  paid?: boolean;
}

/**
 * A member who signed up through the API, with an active profile (as after confirming the address),
 * from an address of their own (`ip`; the app needs TRUST_PROXY for it to count), so that a test file
 * may sign up many members without reaching the per-address signup limit.
 */
export async function activeMember(
  http: Http,
  db: DataSource,
  host: string,
  { confirmed = false, paid = false }: MemberOptions = {},
): Promise<TestMember> {
  const n = ++callers;
  const ip = `10.66.${(n >> 8) & 255}.${n & 255}`;
  const { cookie, email } = await signUp(http, host, {}, { ip });
  const [row]: { id: number; profile_id: number }[] = await db.query(
    'SELECT id, profile_id FROM member WHERE email = $1 AND tenant_id = (SELECT tenant_id FROM tenant_domain WHERE host = $2)',
    [email, host],
  );
  await db.query(`UPDATE profile SET status = 'active' WHERE id = $1`, [row.profile_id]);
  if (confirmed || paid) {
    await db.query(`UPDATE member SET status = 'active', paid_user = $2 WHERE id = $1`, [row.id, paid]);
  }
  return { cookie, email, memberId: row.id, profileId: row.profile_id, ip };
}

/** An operator-run profile (no member) of a tenant, active unless told otherwise. */
export async function insertProfile(
  db: DataSource,
  tenantId: number,
  { last_active_at: lastActiveAt, ...values }: Record<string, unknown> = {},
): Promise<number> {
  const row = {
    name: `p_${Math.random().toString(36).slice(2, 8)}`,
    gender: 'female',
    sexuality: 'hetero',
    relationship_status: 'single',
    hair: 'brown',
    eye_colour: 'green',
    body_type: 'slim',
    tattoos: true,
    interests: ['travel'],
    date_of_birth: '1992-03-04',
    city: 'Utrecht',
    region: 'UT',
    country: 'NL',
    latitude: 52.09083,
    longitude: 5.12222,
    about: 'About me',
    is_fictional: true,
    status: 'active',
    ...values,
  };
  const columns = Object.keys(row);
  const [{ id }]: { id: number }[] = await db.query(
    `INSERT INTO profile (tenant_id, ${columns.join(', ')})
     VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id`,
    [tenantId, ...Object.values(row)],
  );
  // kept apart from the profile (profile_activity, made by a trigger)
  if (lastActiveAt !== undefined) {
    await db.query('UPDATE profile_activity SET last_active_at = $2 WHERE profile_id = $1', [
      id,
      lastActiveAt,
    ]);
  }
  return id;
}

/** Calls the API as a member (own address, so rate limits count per member) or as a visitor. */
export function as(http: Http, host: string, who?: TestMember) {
  const headers = (req: ReturnType<Http['get']>) => {
    req.set('Host', host).set(WEB);
    if (who) req.set('Cookie', who.cookie).set('X-Forwarded-For', who.ip);
    return req;
  };
  return {
    get: (path: string, query: Record<string, unknown> = {}) => headers(http.get(path).query(query)),
    put: (path: string, body: object) => headers(http.put(path)).send(body),
    post: (path: string, body: object) => headers(http.post(path)).send(body),
  };
}
