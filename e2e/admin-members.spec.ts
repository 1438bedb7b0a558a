import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { url } from './helpers';
import { Mailbox, SMTP_PORT } from './mailbox';
import { MEMBER_PASSWORD, signUpMember } from './new-member';

const mailbox = new Mailbox();
test.beforeAll(async () => {
  await mailbox.start(SMTP_PORT);
});
test.afterAll(() => mailbox.stop());

const HOST = 'vonk.localhost';
const ADMIN = 'admin.localhost';
const SUPPORT = { email: 'support@amora.localhost', password: 'amora-staff-2026' };
const SHOTS = join(__dirname, 'screenshots');

const admin: Record<string, string> = JSON.parse(
  readFileSync(join(__dirname, '..', 'apps/admin/src/i18n/en.json'), 'utf8'),
);

/** The page at a phone's and a desktop's width, then back to the desktop. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(SHOTS, `admin-members-${name}-${width}.png`), fullPage: true });
  }
}

async function signInSupport(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url(ADMIN, '/login'));
  await page.getByTestId('admin-email').fill(SUPPORT.email);
  await page.getByTestId('admin-password').fill(SUPPORT.password);
  await page.getByTestId('admin-signin-submit').click();
  await expect(page.getByRole('heading', { level: 1, name: admin['dashboard.title'] })).toBeVisible();
  return page;
}

/** A member who signed up on Vonk and never opened the activation mail (the first mail is in the box). */
async function unconfirmedMember(browser: Browser): Promise<{ email: string; name: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url(HOST, '/robots.txt'));
  const name = `unconf${Date.now().toString(36).slice(-5)}`;
  const email = `${name}@example.com`;
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/signup.php', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Request-Type': 'web',
            'X-Forwarded-For': `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
          },
          body: JSON.stringify(body),
        })
      ).status,
    {
      email,
      name,
      password: MEMBER_PASSWORD,
      password_repeat: MEMBER_PASSWORD,
      date_of_birth: '1990-03-02',
      gender: 'male',
      seeking: 'female',
    },
  );
  expect(status).toBe(200);
  await mailbox.nth(email, 1);
  await context.close();
  return { email, name };
}

async function search(page: Page, q: string) {
  await page.getByTestId('members-search-q').fill(q);
  await page.getByTestId('members-search-submit').click();
}

test.describe('support looks members up in the admin console', () => {
  test("support finds a member, reads their ledger and ends their sessions: the member's open tab is signed out", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const member = await signUpMember(browser, mailbox, { host: HOST, prefix: 'lookup', gender: 'female' });
    await member.page.goto(url(HOST, '/members'));
    await expect(member.page.getByTestId('nav-likes')).toBeVisible();

    const page = await signInSupport(browser);
    await page.getByTestId('admin-sidebar').getByRole('link', { name: admin['nav.members'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: admin['nav.members'] })).toBeVisible();
    await expect(page.getByText(admin['members.start.title'])).toBeVisible();
    await shoot(page, 'start');

    await search(page, '  ');
    await expect(page.getByText(admin['error.query_empty'])).toBeVisible();

    await search(page, 'nobody-matches-this');
    await expect(page.getByText('No member matches “nobody-matches-this”')).toBeVisible();
    await shoot(page, 'none');

    await search(page, member.email.slice(0, 10).toUpperCase());
    const row = page.locator('[data-testid^="member-row-"]', { hasText: member.email });
    await expect(row).toBeVisible();
    await expect(row).toContainText(member.name);
    await expect(row).toContainText('Vonk');
    await expect(page).toHaveURL(/\/members\?q=/);
    await shoot(page, 'results');

    await row.getByRole('link', { name: member.name }).click();
    await expect(page.getByTestId('member-name')).toHaveText(member.name);
    await expect(page.getByTestId('member-email')).toHaveText(member.email);
    await expect(page.getByTestId('member-badge-active')).toBeVisible();
    await shoot(page, 'profile');

    await page.getByTestId('member-tab-ledger').click();
    await expect(page).toHaveURL(/\/members\/\d+\/ledger$/);
    await expect(page.getByTestId('member-ledger-table')).toContainText(
      admin['members.ledger.reason.signup'],
    );
    await shoot(page, 'ledger');

    await page.getByTestId('member-tab-sessions').click();
    await expect(page.getByTestId('member-sessions-table')).toBeVisible();
    const sessions = await page.locator('[data-testid^="member-session-"]').count();
    expect(sessions).toBeGreaterThanOrEqual(1);
    await page.getByTestId('member-sessions-end').click();
    await expect(page.getByTestId('member-sessions-confirm')).toContainText(member.name);
    await shoot(page, 'sessions-confirm');
    await page.getByTestId('member-sessions-confirm-end').click();
    await expect(page.getByTestId('member-sessions-ended')).toHaveText(
      sessions === 1
        ? '1 session ended: the member is signed out.'
        : `${sessions} sessions ended: the member is signed out everywhere.`,
    );
    await expect(page.getByTestId('member-sessions')).toContainText(admin['members.sessions.none']);
    await shoot(page, 'sessions-ended');

    // the member's tab, still open on the member site: its next call finds no session. Its settings, which
    // it has not read yet: a page whose answer the tab read under two seconds ago (its 5-second poll of
    // user, chats and likes) may be shown from the cache without a call
    await member.page.getByTestId('account-menu').click();
    await member.page.getByTestId('account-menu-item-settings').click();
    await expect(member.page).toHaveURL(/\/login\?redirect=/);
    await member.page.context().close();
  });

  test('support sends the activation mail again to a member who never confirmed, and it arrives', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const member = await unconfirmedMember(browser);
    const page = await signInSupport(browser);
    // a link to the search, as the complaints page and colleagues send it
    await page.goto(url(ADMIN, `/members?q=${encodeURIComponent(member.email)}`));
    const row = page.locator('[data-testid^="member-row-"]', { hasText: member.email });
    await expect(row.getByTestId('member-badge-unconfirmed')).toBeVisible();
    await row.click();
    await expect(page.getByTestId('member-activation')).toContainText(member.email);
    await shoot(page, 'unconfirmed');

    await page.getByTestId('member-activation-resend').click();
    await expect(page.getByTestId('member-activation')).toContainText(
      `The activation mail is on its way to ${member.email}.`,
      { timeout: 30_000 },
    );
    const mail = await mailbox.nth(member.email, 2);
    expect(mail.text).toMatch(/\/api\/activation\.php\?token=/);

    await page.getByTestId('member-tab-mails').click();
    await expect(page.locator('[data-testid^="member-mail-"]')).toHaveCount(2);
    await shoot(page, 'mails');
  });

  test("the demo member's payments and codes", async ({ browser }) => {
    test.setTimeout(90_000);
    const page = await signInSupport(browser);
    await page.goto(url(ADMIN, '/members?q=demo%40amora.localhost'));
    // the demo member has an account on each demo site; one of them bought credits
    await page
      .locator('[data-testid^="member-row-"]', { hasText: admin['members.badge.premium'] })
      .first()
      .click();
    await expect(page.getByTestId('member-badge-premium')).toBeVisible();
    await expect(page.getByTestId('member-profile')).toBeVisible();
    await shoot(page, 'demo-profile');
    await page.getByTestId('member-tab-payments').click();
    await expect(page.locator('[data-testid^="member-payment-"]').first()).toContainText(
      admin['members.payments.status.paid'],
    );
    await shoot(page, 'payments');
    await page.getByTestId('member-tab-codes').click();
    await expect(page.getByTestId('member-codes')).toBeVisible();
    await shoot(page, 'codes');
  });
});
