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
  test('a member reports a profile; support finds the complaint, reads the messages, notes, warns, refunds credits the member sees, and replies by mail', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });

    // Bram writes to Anna; Anna reports Bram with the report button on his profile
    const anna = await signUpMember(browser, mailbox, { host: HOST, prefix: 'anna', gender: 'female' });
    const bram = await signUpMember(browser, mailbox, { host: HOST, prefix: 'bram', gender: 'male' });
    const pushy = `Why do you not answer me, ${anna.name}?`;
    await bram.page.goto(url(HOST, `/members/${anna.profileId}/chat`));
    await bram.page.getByTestId('composer-text').fill(pushy);
    await bram.page.getByTestId('composer-text').press('Enter');
    await expect(bram.page.getByTestId('message').last()).toHaveAttribute('data-state', 'sent');
    const complaintText = `${bram.name} keeps pushing me after I said no.`;
    await anna.page.goto(url(HOST, `/members/${bram.profileId}`));
    await anna.page.getByTestId('profile-report').click();
    await anna.page.getByTestId('report-reason').selectOption('harassment');
    await anna.page.getByTestId('report-text').fill(complaintText);
    await anna.page.getByTestId('report-submit').click();
    await expect(anna.page.getByTestId('report-sent')).toBeVisible();
    await anna.page.goto(url(HOST, '/credits'));
    const balanceBefore = Number(
      ((await anna.page.getByTestId('credits-balance').textContent()) ?? '').replace(/\D/g, ''),
    );

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
    const row = page.locator('[data-testid^="complaint-row-"]', { hasText: complaintText });
    await expect(row).toBeVisible();
    await expect(row).toContainText(messages['complaints.reason.harassment']);
    await expect(row).toContainText(anna.name);
    await expect(row).toContainText(bram.name);
    await shoot(page, 'complaints-queue');
    await row.click();
    await expect(page).toHaveURL(/\/complaints\/\d+$/);
    await expect(page.getByTestId('complaint-text')).toContainText(complaintText);
    await expect(page.getByTestId('complaint-complainant')).toContainText(anna.email);
    await expect(page.getByTestId('complaint-reported')).toContainText(bram.email);
    await expect(page.getByTestId('complaint-messages')).toContainText(pushy);

    // an internal note, and the complaint taken on
    await page.getByTestId('complaint-assign-me').click();
    await expect(page.getByTestId('complaint-assignee')).toContainText('Sofia Support');
    await page
      .getByTestId('complaint-note-text')
      .fill('Read the conversation: one pushy message, a warning is enough.');
    await page.getByTestId('complaint-note-add').click();
    await expect(
      page.locator('[data-testid^="complaint-note-"]', { hasText: 'a warning is enough' }),
    ).toBeVisible();

    // a warning to Bram, mailed to him
    const bramMails = mailbox.all(bram.email).length;
    await page.getByTestId('complaint-action-warn').click();
    await page.getByTestId('complaint-action-reason').fill('Pushy messages after a no');
    await page.getByTestId('complaint-action-confirm').click();
    await expect(page.getByTestId('complaint-action-done')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('complaint-action-close').click();
    await mailbox.nth(bram.email, bramMails + 1);

    // the refund to Anna, with its reason; the dialog says the new balance
    await page.getByTestId('complaint-action-refund').click();
    await page.getByTestId('complaint-action-credits').fill(String(REFUND));
    await page.getByTestId('complaint-action-reason').fill('Goodwill for the trouble');
    await shoot(page, 'complaint-refund-dialog');
    await page.getByTestId('complaint-action-confirm').click();
    await expect(page.getByTestId('complaint-action-balance')).toHaveText(
      `New balance: ${balanceBefore + REFUND} credits.`,
    );
    await page.getByTestId('complaint-action-close').click();
    await expect(page.getByTestId('complaint-history')).toContainText(`${REFUND} credits refunded`);

    // Anna's balance on the member site
    await anna.page.goto(url(HOST, '/credits'));
    await expect(anna.page.getByTestId('credits-balance')).toContainText(String(balanceBefore + REFUND));

    // the reply by mail
    const mailsBefore = mailbox.all(anna.email).length;
    const reply = `We warned the member and added ${REFUND} credits to your balance.`;
    await page.getByTestId('complaint-reply-text').fill(reply);
    await page.getByTestId('complaint-reply-send').click();
    await expect(page.getByTestId('complaint-reply-sent')).toHaveText(messages['complaints.reply.sent'], {
      timeout: 20_000,
    });
    const mail = await mailbox.nth(anna.email, mailsBefore + 1);
    expect(mail.text).toContain(reply);

    await page.getByTestId('complaint-status-select').selectOption('closed');
    await expect(page.getByTestId('complaint-status')).toHaveText(messages['complaints.status.closed']);
    await shoot(page, 'complaint-detail');
  });
});
