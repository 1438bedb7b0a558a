import { Writable } from 'node:stream';
import { SERVER_SECRET } from '../modules/accounts/account-mailer.service.js';
import { createInvite } from '../modules/accounts/invites.js';
import { mailWebhookSecret } from '../modules/accounts/tokens.js';
import { type Http, logIn, sessionCookie, signUp, tokenOf, WEB } from '../test/accounts.js';
import { createTenant } from '../test/factories.js';
import { Mailbox } from '../test/mailbox.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { createLogger } from './logger.js';

const RESET_PASSWORD = 'copper-kettle-whistle-7';
const CHANGED_PASSWORD = 'harbour-lights-at-dusk-3';
const WRONG_PASSWORD = 'not-the-password-at-all-9';

/** The whole log as written, one string. */
function capturedLog(level: 'info' | 'trace') {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { text: () => chunks.join(''), logger: createLogger({ LOG_LEVEL: level }, stream) };
}

/** The value of `amora_session=<value>` a response set. */
function sessionValue(response: { headers: Record<string, unknown> }): string {
  const cookie = sessionCookie(response as Parameters<typeof sessionCookie>[0]);
  if (!cookie) throw new Error('no session cookie');
  return cookie.slice('amora_session='.length);
}

/** A link of a mail as a path, for following it as a browser would. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/**
 * A member's whole account journey, every link followed and every form sent, while the log is
 * captured; then the log must hold none of the secrets seen on the way: tokens of every mail, the
 * invitation, passwords (right and wrong), session cookies and the mail webhook secret.
 */
describe.each(['info', 'trace'] as const)('the log at level %s', (level) => {
  const mailbox = new Mailbox();
  const log = capturedLog(level);
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SMTP_URL: await mailbox.start() }, { logger: log.logger });
  });
  afterAll(async () => {
    await t?.close();
    await mailbox.stop();
  });

  it('holds no token, password or session of a whole account journey', async () => {
    const secrets = new Map<string, string>();
    const keep = (what: string, value: string) => {
      expect(value.length).toBeGreaterThanOrEqual(8);
      secrets.set(`${what} #${secrets.size + 1}`, value);
    };
    const { host, tenant } = await createTenant(t.dataSource, { signups: 'invite_only' });
    const http: Http = t.http;
    const as = (cookie: string) => ({
      get: (path: string) => http.get(path).set('Host', host).set('Cookie', cookie),
      send: (method: 'post' | 'put' | 'delete', path: string, body: object) =>
        http[method](path).set('Host', host).set(WEB).set('Cookie', cookie).send(body),
    });

    // invited: the invitation link opened, then the signup with it
    const invite = createInvite(t.app.get<string>(SERVER_SECRET), tenant.slug, 'friend-of-a-member');
    keep('invitation', invite);
    await http.get(`/signup?invite=${encodeURIComponent(invite)}`).set('Host', host);
    const member = await signUp(http, host, { invite });
    keep('password', member.password);
    keep('session', member.cookie.slice('amora_session='.length));

    // activation link followed
    const activation = await mailbox.nth(member.email, 1);
    keep('activation token', tokenOf(activation.link));
    keep('unsubscribe token', tokenOf(activation.unsubscribeLink));
    await http.get(pathOf(activation.link)).set('Host', host).expect(302);
    expect((await as(member.cookie).get('/api/user.php')).body.user.email).toBe(member.email);

    // logout, a wrong password, login
    await as(member.cookie).get('/api/logout.php').expect(200);
    keep('wrong password', WRONG_PASSWORD);
    await logIn(http, host, member.email, WRONG_PASSWORD).expect(401);
    keep('session', sessionValue(await logIn(http, host, member.email).expect(200)));

    // password reset: requested, link opened, new password set with the mailed token
    await http
      .post('/api/password-reset.php')
      .set('Host', host)
      .set(WEB)
      .send({ email: member.email })
      .expect(200);
    const reset = await mailbox.nth(member.email, 2);
    const resetToken = tokenOf(reset.link);
    keep('reset token', resetToken);
    await http.get(pathOf(reset.link)).set('Host', host);
    keep('password', RESET_PASSWORD);
    const afterReset = await http
      .put('/api/password-reset.php')
      .set('Host', host)
      .set(WEB)
      .send({ token: resetToken, password: RESET_PASSWORD, password_repeat: RESET_PASSWORD })
      .expect(200);
    const cookie = sessionCookie(afterReset) ?? '';
    keep('session', sessionValue(afterReset));

    // password changed with the old one
    keep('password', CHANGED_PASSWORD);
    await as(cookie)
      .send('put', '/api/password.php', {
        old_password: RESET_PASSWORD,
        password: CHANGED_PASSWORD,
        password_repeat: CHANGED_PASSWORD,
      })
      .expect(200);

    // e-mail change: asked with the password, confirmed from the new address's mail
    const newEmail = `moved.${member.email}`;
    await as(cookie)
      .send('post', '/api/email-change.php', { email: newEmail, password: CHANGED_PASSWORD })
      .expect(200);
    const change = await mailbox.nth(newEmail, 1);
    const changeToken = tokenOf(change.link);
    keep('e-mail change token', changeToken);
    keep('unsubscribe token', tokenOf(change.unsubscribeLink));
    await http.get(pathOf(change.link)).set('Host', host);
    const confirmed = await http
      .put('/api/email-change.php')
      .set('Host', host)
      .set(WEB)
      .send({ token: changeToken })
      .expect(200);
    const movedCookie = sessionCookie(confirmed) ?? cookie;
    if (sessionCookie(confirmed)) keep('session', sessionValue(confirmed));

    // unsubscribe: the one-click POST of the mail client and the link opened in a browser
    const unsubscribe = pathOf(change.unsubscribeLink);
    await http
      .post(unsubscribe)
      .set('Host', host)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    await http.get(unsubscribe).set('Host', host).expect(302);

    // the mail provider's webhook, with its bearer secret
    const webhookSecret = mailWebhookSecret(t.app.get<string>(SERVER_SECRET), tenant.id);
    keep('webhook secret', webhookSecret);
    await http
      .post('/api/mail-events.php')
      .set('Host', host)
      .set('Authorization', `Bearer ${webhookSecret}`)
      .send({ email: newEmail, reason: 'bounce' })
      .expect(200);

    // deletion with the password, reactivation from the mailed link's page
    await as(movedCookie).send('delete', '/api/user.php', { password: CHANGED_PASSWORD }).expect(200);
    const deleted = await mailbox.nth(newEmail, 2);
    const reactivationToken = tokenOf(deleted.link);
    keep('reactivation token', reactivationToken);
    await http.get(pathOf(deleted.link)).set('Host', host);
    await http
      .post('/api/reactivate.php')
      .set('Host', host)
      .set(WEB)
      .send({ token: reactivationToken })
      .expect(200);

    // back in, and out
    const back = await logIn(http, host, newEmail, CHANGED_PASSWORD).expect(200);
    keep('session', sessionValue(back));
    await as(sessionCookie(back) ?? '')
      .get('/api/logout.php')
      .expect(200);

    const text = log.text();
    // the journey was logged (a silent logger would pass the checks below for nothing)
    expect(text).toContain('"url":"/api/activation.php?token=[redacted]"');
    expect(text).toContain('"url":"/api/unsubscribe.php?token=[redacted]"');
    expect(text).toContain(`"url":"/signup?invite=[redacted]"`);
    expect(
      text.split('\n').filter((line) => line.includes('"msg":"request completed"')).length,
    ).toBeGreaterThan(20);

    const leaked = [...secrets].filter(
      ([, value]) => text.includes(value) || text.includes(encodeURIComponent(value)),
    );
    expect(leaked.map(([what]) => what)).toEqual([]);
  });
});
