import { randomBytes } from 'node:crypto';
import type { SignupRequest } from '@amora/contracts';
import type request from 'supertest';

export type Http = ReturnType<typeof request>;
export const WEB = { 'X-Request-Type': 'web' };
export const PASSWORD = 'velvet-sunrise-42';

export function signupBody(overrides: Partial<SignupRequest> = {}): SignupRequest {
  const id = randomBytes(3).toString('hex');
  return {
    email: `member.${id}@example.com`,
    name: `member_${id}`,
    password: PASSWORD,
    password_repeat: PASSWORD,
    date_of_birth: '1990-04-12',
    gender: 'female',
    seeking: 'male',
    ...overrides,
  };
}

/** The session cookie (`name=value`) a response set, or undefined. */
export function sessionCookie(response: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  return cookies.find((c) => c.startsWith('amora_session='))?.split(';')[0];
}

/** Signs up through the API; answers the member's e-mail, password and session cookie. */
/** Signs up through the API; `ip` (with TRUST_PROXY) signs up from an address of its own (limits count per address). */
export async function signUp(
  http: Http,
  host: string,
  overrides: Partial<SignupRequest> = {},
  { ip }: { ip?: string } = {},
) {
  const body = signupBody(overrides);
  let call = http.post('/api/signup.php').set('Host', host).set(WEB);
  if (ip) call = call.set('X-Forwarded-For', ip);
  const response = await call.send(body).expect(200);
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error('signup set no session cookie');
  return { email: body.email.toLowerCase(), password: body.password, cookie, user: response.body.user };
}

export function logIn(http: Http, host: string, email: string, password = PASSWORD) {
  return http.post('/api/user.php').set('Host', host).set(WEB).send({ email, password });
}

/** The query value `token` of a link. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
