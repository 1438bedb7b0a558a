import type { Staff, StaffGrant, StaffMeAnswer, StaffRole } from '@amora/contracts';
import { errorAnswer, jsonResponse } from './fetch-mock';

export const TENANTS = [
  { id: 1, slug: 'vonk', name: 'Vonk', cdn_prefix: '/media/' },
  { id: 2, slug: 'liefde', name: 'Liefde', cdn_prefix: 'https://cdn.example/liefde/' },
];

const NAMES: Record<StaffRole, string> = {
  owner: 'Olivia Owner',
  operator: 'Oscar Operator',
  support: 'Sofia Support',
  moderator: 'Max Moderator',
};

export function staffMember(overrides: Partial<Staff> = {}): Staff {
  return {
    id: 1,
    email: 'owner@amora.localhost',
    name: 'Olivia Owner',
    status: 'active',
    roles: [{ role: 'owner', tenant_id: null }],
    totp_enabled: false,
    totp_required: false,
    password_change_required: false,
    created_at: '2026-11-01T09:00:00.000Z',
    last_login_at: '2026-11-25T08:30:00.000Z',
    ...overrides,
  };
}

/** The answer of me.php (and of a sign-in) for a staff member with one role. */
export function meAnswer(role: StaffRole, overrides: Partial<StaffMeAnswer> = {}): StaffMeAnswer {
  const roles: StaffGrant[] =
    role === 'owner' ? [{ role, tenant_id: null }] : TENANTS.map((t) => ({ role, tenant_id: t.id }));
  return {
    staff: staffMember({ id: 10, email: `${role}@amora.localhost`, name: NAMES[role], roles }),
    tenants: TENANTS,
    setup: { password: false, totp: false },
    ...overrides,
  };
}

type Route = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

/**
 * fetch answered per "METHOD /path" (the query string aside); a call nobody expected fails the test
 * with a 500 that names it.
 */
export function routeFetch(mock: jest.Mock, routes: Record<string, Route>) {
  mock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://admin.localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    if (!route) return jsonResponse(500, { error: { code: 'internal_error', message: `unexpected ${key}` } });
    return route(init, url);
  });
}

export const signedInAs =
  (role: StaffRole, overrides?: Partial<StaffMeAnswer>): Route =>
  () =>
    jsonResponse(200, meAnswer(role, overrides));
export const signedOut: Route = () => errorAnswer('authentication_required');
