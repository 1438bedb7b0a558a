import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiCall, message, url } from './helpers';
import { Mailbox, SMTP_PORT } from './mailbox';
import { signUpMember } from './new-member';

const mailbox = new Mailbox();
test.beforeAll(async () => {
  await mailbox.start(SMTP_PORT);
});
test.afterAll(() => mailbox.stop());

const HOST = 'vonk.localhost';
const TITLE = 'Vonk – daten met een vonk';
/** The first polling round comes 5 s after the page opened, the next one 60 s later (spec §9). */
const AFTER_FIRST_POLL_MS = 6_000;
/** Well before the second polling round: what arrives by then came through /api/events. */
const LIVE_WITHIN_MS = 15_000;

interface Member {
  page: Page;
  profileId: number;
}

/** A new, activated member in a browser of their own. */
const newMember = (browser: Browser, prefix: string, gender: 'male' | 'female'): Promise<Member> =>
  signUpMember(browser, mailbox, { host: HOST, prefix, gender, dateOfBirth: '1993-04-20' });

test('a message and a like from one member update the other one’s counters and title live', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const anna = await newMember(browser, 'anna', 'female');
  const bram = await newMember(browser, 'bram', 'male');

  await bram.page.goto(url(HOST, '/members'));
  await expect(bram.page.getByTestId('member-nav')).toBeVisible();
  await expect(bram.page).toHaveTitle(TITLE);
  await expect(bram.page.getByTestId('nav-chats-badge')).toBeHidden();
  await bram.page.waitForTimeout(AFTER_FIRST_POLL_MS);

  const sent = await apiCall(anna.page, 'POST', '/api/messages.php', {
    profile_id: bram.profileId,
    text: 'Hoi Bram, zin in een kop koffie?',
    client_id: crypto.randomUUID(),
  });
  expect(sent.status).toBe(200);
  const chats = bram.page.getByTestId('nav-chats-badge');
  await expect(chats).toHaveText('1', { timeout: LIVE_WITHIN_MS });
  await expect(bram.page).toHaveTitle(`(1) ${TITLE}`);

  expect((await apiCall(anna.page, 'POST', '/api/likes.php', { profile_id: bram.profileId })).status).toBe(
    200,
  );
  await expect(bram.page.getByTestId('nav-likes-badge')).toHaveText('1', { timeout: LIVE_WITHIN_MS });
  await expect(bram.page).toHaveTitle(`(2) ${TITLE}`);

  // a second message in the same conversation: the count goes up, the conversation stays one
  expect(
    (
      await apiCall(anna.page, 'POST', '/api/messages.php', {
        profile_id: bram.profileId,
        text: 'Of liever een wijntje?',
        client_id: crypto.randomUUID(),
      })
    ).status,
  ).toBe(200);
  await expect(chats).toHaveText('2', { timeout: LIVE_WITHIN_MS });
  await expect(bram.page).toHaveTitle(`(3) ${TITLE}`);

  // the phones' tab bar carries the same badges
  await bram.page.setViewportSize({ width: 390, height: 844 });
  await expect(bram.page.getByTestId('tab-chats-badge')).toHaveText('2');
  await expect(bram.page.getByTestId('tab-likes-badge')).toHaveText('1');
  await bram.page.screenshot({ path: 'e2e/screenshots/live-nav-badges-390.png' });
  await bram.page.setViewportSize({ width: 1280, height: 900 });
  await bram.page.screenshot({ path: 'e2e/screenshots/live-nav-badges-1280.png' });

  // opening Anna's profile clears her like's new flag: the likes badge goes, in the other tab too
  const other = await bram.page.context().newPage();
  await other.goto(url(HOST, `/members/${anna.profileId}`));
  await expect(bram.page.getByTestId('nav-likes-badge')).toBeHidden({ timeout: LIVE_WITHIN_MS });
  await expect(bram.page).toHaveTitle(`(2) ${TITLE}`);
  await other.close();

  await anna.page.context().close();
  await bram.page.context().close();
});

test('the push service worker is registered at /sw.js with scope / on every tenant host', async ({
  browser,
}) => {
  const member = await newMember(browser, 'sw', 'female');
  await member.page.goto(url(HOST, '/members'));
  const registration = await member.page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(registration).toEqual({ scope: url(HOST, '/'), script: url(HOST, '/sw.js') });

  const file = await member.page.context().newPage();
  for (const host of [HOST, 'herz.localhost']) {
    const answer = await file.goto(url(host, '/sw.js'));
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['content-type']).toMatch(/javascript/);
    expect(await answer?.text()).toContain("addEventListener('push'");
  }
  await member.page.context().close();
});

test('the push alert in the members area: turn on, or dismiss for good (a unix timestamp)', async ({
  browser,
}) => {
  const member = await newMember(browser, 'push', 'male');
  const { page } = member;
  await page.context().grantPermissions(['notifications'], { origin: url(HOST, '') });
  await page.goto(url(HOST, '/members'));
  const alert = page.getByTestId('push-alert');
  // one request at a time: first the photo alert (no photo yet), the push alert on a later page
  await page.getByTestId('photo-alert-dismiss').click({ timeout: 20_000 });
  await expect(alert).toBeHidden();
  await page.getByTestId('nav-likes').click();
  await expect(page).toHaveURL(url(HOST, '/likes'));
  await expect(alert).toContainText(message('nl', 'push_alert.title'), { timeout: 20_000 });
  await expect(page.getByTestId('push-alert-enable')).toHaveText(message('nl', 'push_alert.action'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'e2e/screenshots/live-push-alert-390.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'e2e/screenshots/live-push-alert-1280.png' });

  // not outside the members area
  await page.goto(url(HOST, '/profile'));
  await expect(page.getByTestId('profile-name')).toBeVisible();
  await expect(alert).toBeHidden();

  await page.goto(url(HOST, '/members'));
  await page.getByTestId('push-alert-dismiss').click();
  await expect(alert).toBeHidden();
  const stored = Number(await page.evaluate(() => localStorage.getItem('hide-push-notification-alert')));
  expect(Math.abs(stored - Date.now() / 1000)).toBeLessThan(60);
  await page.reload();
  await expect(page.getByTestId('member-nav')).toBeVisible();
  await expect(alert).toBeHidden();
  await page.context().close();
});
