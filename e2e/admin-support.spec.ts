import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { url } from './helpers';
import { Mailbox, SMTP_PORT } from './mailbox';
import { signUpMember } from './new-member';

const messages: Record<string, string> = JSON.parse(
  readFileSync(join(__dirname, '..', 'apps/admin/src/i18n/en.json'), 'utf8'),
);
const SUPPORT = { email: 'support@amora.localhost', password: 'amora-staff-2026' };
const HOST = 'vonk.localhost';
const SHOTS = '/tmp/shots-complaints';
/** Vonk gives 20 credits at signup. */
const SIGNUP_CREDITS = 20;
const REFUND = 15;

const mailbox = new Mailbox();
test.beforeAll(async () => {
  await mailbox.start(SMTP_PORT);
  mkdirSync(SHOTS, { recursive: true });
});
test.afterAll(() => mailbox.stop());

async function shoot(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function signInAsSupport(page: Page) {
  await page.goto(url('admin.localhost', '/login'));
  await page.getByTestId('admin-email').fill(SUPPORT.email);
  await page.getByTestId('admin-password').fill(SUPPORT.password);
  await page.getByTestId('admin-signin-submit').click();
  await expect(page.getByRole('heading', { level: 1, name: messages['dashboard.title'] })).toBeVisible();
}

test.describe('support handles a complaint in the admin console', () => {
  test('a member files a complaint; support finds it, notes, refunds credits the member sees, and replies by mail', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });

    // the member files a complaint from the member site's /complaints page
    const member = await signUpMember(browser, mailbox, { host: HOST, prefix: 'klacht', gender: 'female' });
    const subject = `Twice charged ${member.name}`;
    await member.page.goto(url(HOST, '/complaints'));
    await member.page.getByTestId('complaints-reason').selectOption('spam_or_scam');
    await member.page.getByTestId('complaints-subject').fill(subject);
    await member.page.getByTestId('complaints-text').fill('I paid for credits twice and only got them once.');
    await member.page.getByTestId('complaints-submit').click();
    await expect(member.page.getByTestId('complaints-sent')).toBeVisible();

    // support finds it in the queue of Vonk's open complaints
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsSupport(page);
    await page.getByTestId('admin-sidebar').getByRole('link', { name: messages['nav.complaints'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: messages['nav.complaints'] })).toBeVisible();
    const picker = page.getByTestId('tenant-picker');
    await picker.selectOption(
      (await picker.locator('option', { hasText: 'Vonk' }).getAttribute('value')) ?? '',
    );
    await page.getByTestId('complaint-filter-status').selectOption('open');
    const row = page.locator('[data-testid^="complaint-row-"]', { hasText: subject });
    await expect(row).toBeVisible();
    await expect(row).toContainText(messages['complaints.reason.spam_or_scam']);
    await expect(row).toContainText(member.name);
    await shoot(page, 'complaints-queue');
    await row.click();
    await expect(page).toHaveURL(/\/complaints\/\d+$/);
    await expect(page.getByTestId('complaint-text')).toContainText('only got them once');
    await expect(page.getByTestId('complaint-complainant')).toContainText(member.email);

    // an internal note, and the complaint taken on
    await page.getByTestId('complaint-assign-me').click();
    await expect(page.getByTestId('complaint-assignee')).toContainText('Sofia Support');
    await page
      .getByTestId('complaint-note-text')
      .fill('Checked the payments: charged twice, one bundle booked.');
    await page.getByTestId('complaint-note-add').click();
    await expect(
      page.locator('[data-testid^="complaint-note-"]', { hasText: 'charged twice' }),
    ).toBeVisible();

    // the refund, with its reason; the dialog says the new balance
    await page.getByTestId('complaint-action-refund').click();
    await page.getByTestId('complaint-action-credits').fill(String(REFUND));
    await page.getByTestId('complaint-action-reason').fill('Second payment for the same bundle');
    await shoot(page, 'complaint-refund-dialog');
    await page.getByTestId('complaint-action-confirm').click();
    await expect(page.getByTestId('complaint-action-balance')).toHaveText(
      `New balance: ${SIGNUP_CREDITS + REFUND} credits.`,
    );
    await page.getByTestId('complaint-action-close').click();
    await expect(page.getByTestId('complaint-history')).toContainText(`${REFUND} credits refunded`);

    // the member's balance on the member site
    await member.page.goto(url(HOST, '/credits'));
    await expect(member.page.getByTestId('credits-balance')).toContainText(String(SIGNUP_CREDITS + REFUND));

    // the reply by mail
    const mailsBefore = mailbox.all(member.email).length;
    const reply = `We refunded ${REFUND} credits for the double payment.`;
    await page.getByTestId('complaint-reply-text').fill(reply);
    await page.getByTestId('complaint-reply-send').click();
    await expect(page.getByTestId('complaint-reply-sent')).toHaveText(messages['complaints.reply.sent'], {
      timeout: 20_000,
    });
    const mail = await mailbox.nth(member.email, mailsBefore + 1);
    expect(mail.text).toContain(reply);

    await page.getByTestId('complaint-status-select').selectOption('closed');
    await expect(page.getByTestId('complaint-status')).toHaveText(messages['complaints.status.closed']);
    await shoot(page, 'complaint-detail');
  });
});
