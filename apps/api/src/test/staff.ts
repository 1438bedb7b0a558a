import { randomBytes } from 'node:crypto';
import { STAFF_COOKIE, type StaffRole } from '@amora/contracts';
import { generate } from 'otplib';
import type request from 'supertest';
import { sessionSecret } from '../config/paths.js';
import { StaffMember } from '../modules/staff/entities/staff-member.entity.js';
import { createStaffAccount } from '../modules/staff/staff-accounts.js';
import { newTotpSecret, TotpCipher } from '../modules/staff/totp.js';
import type { TestApp } from './test-app.js';

export const ADMIN_HOST = 'admin.localhost';
/** The header the admin app sends with every mutating call. */
export const ADMIN = { 'X-Request-Type': 'admin' };
export const STAFF_PASSWORD = 'orchid-lantern-2026';

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  /** The TOTP secret in clear, when the staff member has a second factor. */
  totpSecret?: string;
}

/**
 * A staff member with these roles (`[role, tenantId | null]`), the test password and, with `totp`, a
 * second factor already set up.
 */
export async function createStaff(
  t: TestApp,
  grants: [StaffRole, number | null][],
  options: { totp?: boolean; totpRequired?: boolean; email?: string } = {},
): Promise<TestStaff> {
  const email = options.email ?? `staff.${randomBytes(4).toString('hex')}@amora.test`;
  const { member } = await t.dataSource.transaction((db) =>
    createStaffAccount(
      db,
      {
        email,
        name: `Staff ${email.split('@')[0]}`,
        password: STAFF_PASSWORD,
        grants: grants.map(([role, tenantId]) => ({ role, tenantId })),
        totpRequired: options.totpRequired,
      },
      { staff: null },
    ),
  );
  if (!options.totp) return { id: member.id, email, password: STAFF_PASSWORD };
  const totpSecret = newTotpSecret();
  await t.dataSource
    .getRepository(StaffMember)
    .update({ id: member.id }, { totpSecret: new TotpCipher(sessionSecret(t.env)).encrypt(totpSecret) });
  return { id: member.id, email, password: STAFF_PASSWORD, totpSecret };
}

/** The code an authenticator app shows now (or at `epoch` seconds). */
export const totpCode = (secret: string, epoch?: number) => generate({ secret, ...(epoch ? { epoch } : {}) });

/** The staff cookie (`amora_staff=value`) a response set, or undefined. */
export function staffCookie(response: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.find((c) => c.startsWith(`${STAFF_COOKIE}=`))?.split(';')[0];
}

let addresses = 0;
/** An address of its own per sign-in (read with TRUST_PROXY=1), so that tests stay under the rate limit. */
const nextAddress = () => `10.251.${(++addresses >> 8) & 255}.${addresses & 255}`;

export function adminLogin(t: TestApp, body: Record<string, unknown>, ip = nextAddress()) {
  return t.http
    .post('/api/admin/login.php')
    .set('Host', ADMIN_HOST)
    .set(ADMIN)
    .set('X-Forwarded-For', ip)
    .send(body);
}

/** Signs a staff member in (with their current code when they have a second factor); answers the cookie. */
export async function signInStaff(t: TestApp, staff: TestStaff): Promise<string> {
  const totp = staff.totpSecret ? await totpCode(staff.totpSecret) : undefined;
  const response = await adminLogin(t, { email: staff.email, password: staff.password, totp }).expect(200);
  const cookie = staffCookie(response);
  if (!cookie) throw new Error('sign-in set no staff cookie');
  return cookie;
}

/** An admin call on the admin host with a cookie (staff or not). */
export function asStaff(t: TestApp, cookie: string) {
  const call = (method: 'get' | 'post' | 'patch', path: string) =>
    t.http[method](path).set('Host', ADMIN_HOST).set(ADMIN).set('Cookie', cookie);
  return {
    get: (path: string) => call('get', path),
    post: (path: string, body: object = {}) => call('post', path).send(body),
    patch: (path: string, body: object) => call('patch', path).send(body),
  };
}
