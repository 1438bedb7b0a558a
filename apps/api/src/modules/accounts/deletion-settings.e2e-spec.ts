import { logIn, PASSWORD, signUp, tokenOf, WEB } from '../../test/accounts.js';
import { createCompany, createTenant } from '../../test/factories.js';
import { Mailbox } from '../../test/mailbox.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { CreditLedgerEntry } from '../credits/credit-ledger.entity.js';
import { DiscountCode } from '../discounts/discount-code.entity.js';
import { Profile } from '../profiles/profile.entity.js';
import { SERVER_SECRET } from './account-mailer.service.js';
import { AccountPurgeService } from './account-purge.service.js';
import { Member } from './entities/member.entity.js';
import { MemberBlock } from './entities/member-block.entity.js';
import { Session } from './entities/session.entity.js';
import { mailWebhookSecret } from './tokens.js';

const DAY = 24 * 60 * 60 * 1000;

describe('deletion, reactivation, purge, export, settings and mail opt-outs', () => {
  const mailbox = new Mailbox();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SMTP_URL: await mailbox.start() });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.stop();
  });

  const as = (host: string, cookie: string) => ({
    get: (path: string) => t.http.get(path).set('Host', host).set('Cookie', cookie),
    post: (path: string, body: object = {}) =>
      t.http.post(path).set('Host', host).set(WEB).set('Cookie', cookie).send(body),
    put: (path: string, body: object) =>
      t.http.put(path).set('Host', host).set(WEB).set('Cookie', cookie).send(body),
    delete: (path: string, body: object) =>
      t.http.delete(path).set('Host', host).set(WEB).set('Cookie', cookie).send(body),
  });

  it('offers the company discount to stay, once per member', async () => {
    const { host } = await createTenant(
      t.dataSource,
      {},
      await createCompany(t.dataSource, { deleteDiscount: 40 }),
    );
    const member = as(host, (await signUp(t.http, host)).cookie);
    expect((await member.get('/api/delete-offer.php').expect(200)).body).toEqual({ delete_discount: 40 });
    const first = await member.post('/api/delete-offer.php').expect(200);
    expect(first.body).toMatchObject({ code: expect.stringMatching(/^STAY40-/), value_percentage: 40 });
    const second = await member.post('/api/delete-offer.php').expect(200);
    expect(second.body.code).toBe(first.body.code);
    await t.http.get('/api/delete-offer.php').set('Host', host).expect(403);
  });

  it('deletes: hidden at once, login says pending, the mailed link reactivates', async () => {
    const { host } = await createTenant(t.dataSource);
    const { email, cookie, user } = await signUp(t.http, host);
    const member = as(host, cookie);
    expect((await member.delete('/api/user.php', { password: 'not-it' }).expect(400)).body.error.code).toBe(
      'password_wrong',
    );
    expect((await member.get('/api/user.php')).body.user.status).toBe('not_confirmed');
    const deleted = await member
      .delete('/api/user.php', { password: PASSWORD, reason: '  met someone here  ' })
      .expect(200);
    // support reads why members leave
    expect((await t.dataSource.getRepository(Member).findOneByOrFail({ id: user.id })).deletionReason).toBe(
      'met someone here',
    );
    expect(String(deleted.headers['set-cookie'])).toMatch(/amora_session=;/);
    expect((await member.get('/api/user.php')).body.user).toBeNull();
    expect((await t.dataSource.getRepository(Profile).findOneByOrFail({ id: user.profile.id })).status).toBe(
      'disabled',
    );

    const login = await logIn(t.http, host, email).expect(409);
    expect(login.body.error).toEqual({
      code: 'account_pending_deletion',
      message: 'Account pending deletion, reactivate by e-mail',
    });

    const mail = await mailbox.nth(email, 2);
    expect(mail.link).toMatch(/\/account-deleted\?token=/);
    const reactivate = (token: string) =>
      t.http.post('/api/reactivate.php').set('Host', host).set(WEB).send({ token });
    // opening the link (as a mail scanner would) changes nothing: only the page's button does
    await t.http.get(new URL(mail.link).pathname + new URL(mail.link).search).set('Host', host);
    await logIn(t.http, host, email).expect(409);
    expect((await reactivate('made-up')).body.error.code).toBe('link_invalid');
    await reactivate(tokenOf(mail.link)).expect(200);
    const again = await logIn(t.http, host, email).expect(200);
    expect(again.body.user.status).toBe('not_confirmed');
    expect((await reactivate(tokenOf(mail.link))).body.error.code).toBe('link_invalid');
  });

  it('purges after 14 days: personal data and profile gone, the credit ledger kept, the address free again', async () => {
    const { host } = await createTenant(t.dataSource, { signupCredits: 15 });
    const { email, cookie, user } = await signUp(t.http, host);
    await as(host, cookie).delete('/api/user.php', { password: PASSWORD }).expect(200);
    const purge = t.app.get(AccountPurgeService);

    expect(await purge.purgeDue(new Date(Date.now() + 13 * DAY))).toBe(0);
    expect(await purge.purgeDue(new Date(Date.now() + 15 * DAY))).toBeGreaterThanOrEqual(1);

    const member = await t.dataSource.getRepository(Member).findOneByOrFail({ id: user.id });
    expect(member).toMatchObject({
      status: 'deleted',
      email: null,
      name: null,
      passwordHash: null,
      dateOfBirth: null,
      tracking: null,
    });
    expect(await t.dataSource.getRepository(Profile).findOneBy({ id: user.profile.id })).toBeNull();
    expect(await t.dataSource.getRepository(Session).countBy({ memberId: user.id })).toBe(0);
    expect(await t.dataSource.getRepository(CreditLedgerEntry).countBy({ memberId: user.id })).toBe(1);
    await logIn(t.http, host, email).expect(401);
    await signUp(t.http, host, { email });
    // a link mailed before the purge no longer brings anything back
    const link = (await mailbox.nth(email, 2)).link;
    const late = await t.http
      .post('/api/reactivate.php')
      .set('Host', host)
      .set(WEB)
      .send({ token: tokenOf(link) });
    expect(late.body.error.code).toBe('link_invalid');
  });

  it('exports all of the member’s data as a JSON download, without the password hash', async () => {
    const { host } = await createTenant(t.dataSource);
    const { email, cookie } = await signUp(t.http, host, { tracking: { network: 'n1' } });
    const res = await as(host, cookie).get('/api/account-export.php').expect(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".*-my-data\.json"/);
    expect(res.body.account).toMatchObject({ email, tracking: { network: 'n1' } });
    expect(res.body.credit_ledger).toHaveLength(1);
    expect(res.body.sessions.length).toBeGreaterThanOrEqual(1);
    // when the member was last seen is theirs too, though kept apart from the profile
    expect(Date.now() - Date.parse(res.body.profile.lastActiveAt)).toBeLessThan(60_000);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash|password_hash/);
  });

  it('keeps preferences, invisible mode and language', async () => {
    const { host } = await createTenant(t.dataSource, { languages: ['nl', 'en'] });
    const member = as(host, (await signUp(t.http, host)).cookie);
    const initial = await member.get('/api/account-settings.php').expect(200);
    expect(initial.body).toMatchObject({
      invisible: false,
      language: 'nl',
      notifications: { email_messages: true, push_likes: true },
    });
    const changed = await member
      .put('/api/account-settings.php', {
        invisible: true,
        language: 'en',
        notifications: { email_news: false },
      })
      .expect(200);
    expect(changed.body).toMatchObject({
      invisible: true,
      language: 'en',
      notifications: { email_news: false, email_messages: true },
    });
    expect(
      (await member.put('/api/account-settings.php', { invisible: 'yes' }).expect(400)).body.error.code,
    ).toBe('validation_failed');
    for (const nothing of [{}, { colour: 'red' }, { invisible: undefined }]) {
      expect((await member.put('/api/account-settings.php', nothing).expect(400)).body.error.code).toBe(
        'nothing_to_change',
      );
      expect((await member.put('/api/user.php', nothing).expect(400)).body.error.code).toBe(
        'nothing_to_change',
      );
    }
    expect((await member.get('/api/account-settings.php')).body).toEqual(changed.body);
  });

  it('blocks and unblocks profiles of its own tenant only', async () => {
    const { host, tenant } = await createTenant(t.dataSource);
    const other = await createTenant(t.dataSource);
    const member = as(host, (await signUp(t.http, host)).cookie);
    const someone = await signUp(t.http, host);
    const stranger = await signUp(t.http, other.host);
    // shown, as after their e-mail confirmation: a hidden profile cannot be blocked (not found)
    await t.dataSource.query(`UPDATE profile SET status = 'active' WHERE id = ANY($1)`, [
      [someone.user.profile.id, stranger.user.profile.id],
    ]);

    await member.post('/api/blocks.php', { profile_id: someone.user.profile.id }).expect(200);
    await member.post('/api/blocks.php', { profile_id: someone.user.profile.id }).expect(200);
    expect(
      (await member.post('/api/blocks.php', { profile_id: stranger.user.profile.id }).expect(404)).body.error
        .code,
    ).toBe('profile_not_found');
    for (const profile_id of [2147483647, 999_999]) {
      expect((await member.post('/api/blocks.php', { profile_id }).expect(404)).body.error.code).toBe(
        'profile_not_found',
      );
    }
    for (const profile_id of [2147483648, 2 ** 63, 0, -1, 1.5, '1', null]) {
      expect((await member.post('/api/blocks.php', { profile_id }).expect(400)).body.error.code).toBe(
        'validation_failed',
      );
      expect((await member.delete('/api/blocks.php', { profile_id }).expect(400)).body.error.code).toBe(
        'validation_failed',
      );
    }
    const list = await member.get('/api/blocks.php').expect(200);
    expect(list.body.blocks).toEqual([
      expect.objectContaining({ profile_id: someone.user.profile.id, name: someone.user.profile.name }),
    ]);
    const rows = await t.dataSource.getRepository(MemberBlock).findBy({ profileId: someone.user.profile.id });
    expect(rows.map((row) => row.tenantId)).toEqual([tenant.id]);
    expect(
      await t.dataSource.getRepository(MemberBlock).countBy({ profileId: stranger.user.profile.id }),
    ).toBe(0);
    // the blocked member's profile is not the stranger's: unblocking a foreign id changes nothing
    await member.delete('/api/blocks.php', { profile_id: stranger.user.profile.id }).expect(200);
    expect((await member.get('/api/blocks.php')).body.blocks).toHaveLength(1);
    await member.delete('/api/blocks.php', { profile_id: someone.user.profile.id }).expect(200);
    expect((await member.get('/api/blocks.php')).body.blocks).toEqual([]);
  });

  it('turns mails off by the one-click unsubscribe link and by the mail provider, and back on', async () => {
    const { host, tenant } = await createTenant(t.dataSource);
    const { email, cookie } = await signUp(t.http, host);
    const mail = await mailbox.nth(email, 1);
    const url = new URL(mail.unsubscribeLink);

    // RFC 8058: a form POST from the mail client, without our header
    await t.http
      .post(url.pathname + url.search)
      .set('Host', host)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    const me = () => as(host, cookie).get('/api/user.php');
    expect((await me()).body.user.notifications_disabled).toEqual(['listunsubscribe']);
    const browser = await t.http
      .get(url.pathname + url.search)
      .set('Host', host)
      .expect(302);
    expect(browser.headers.location).toBe('/notifications?unsubscribed=1');
    expect(
      (await t.http.get('/api/unsubscribe.php?token=1-1.forged').set('Host', host)).headers.location,
    ).toBe('/notifications?unsubscribe=invalid');

    const hook = (auth: string, body: object) =>
      t.http.post('/api/mail-events.php').set('Host', host).set('Authorization', auth).send(body);
    expect((await hook('Bearer wrong', { email, reason: 'bounce' }).expect(401)).body.error.code).toBe(
      'webhook_unauthorized',
    );
    // credentials are checked before the body: a caller without them learns nothing from its errors
    expect((await hook('', {}).expect(401)).body.error.code).toBe('webhook_unauthorized');
    const other = await createTenant(t.dataSource);
    const secret = t.app.get<string>(SERVER_SECRET);
    expect(
      (await hook(`Bearer ${mailWebhookSecret(secret, other.tenant.id)}`, { email, reason: 'bounce' })).body
        .error.code,
    ).toBe('webhook_unauthorized');
    expect((await me()).body.user.notifications_disabled).toEqual(['listunsubscribe']);
    await hook(`Bearer ${mailWebhookSecret(secret, tenant.id)}`, { email, reason: 'bounce' }).expect(200);
    await hook(`Bearer ${mailWebhookSecret(secret, tenant.id)}`, { email, reason: 'fbl' }).expect(200);
    expect(
      (await hook(`Bearer ${mailWebhookSecret(secret, tenant.id)}`, { email, reason: 'other' })).status,
    ).toBe(400);
    expect((await me()).body.user.notifications_disabled).toEqual(['listunsubscribe', 'bounce', 'fbl']);

    await as(host, cookie).put('/api/account-settings.php', { enable_notifications: true }).expect(200);
    expect((await me()).body.user.notifications_disabled).toEqual([]);
  });

  it('keeps discount codes when an account is purged (financial record)', async () => {
    const { host } = await createTenant(t.dataSource);
    const { cookie, user } = await signUp(t.http, host);
    await as(host, cookie).post('/api/delete-offer.php').expect(200);
    await as(host, cookie).delete('/api/user.php', { password: PASSWORD }).expect(200);
    await t.app.get(AccountPurgeService).purgeDue(new Date(Date.now() + 15 * DAY));
    expect(await t.dataSource.getRepository(DiscountCode).countBy({ memberId: user.id })).toBe(1);
  });
});
