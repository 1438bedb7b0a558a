import { expect, type Page, test } from '@playwright/test';
import { message, screenshot, searchUrl, url } from './helpers';
import { Mailbox, SMTP_PORT } from './mailbox';

const mailbox = new Mailbox();
test.beforeAll(async () => {
  await mailbox.start(SMTP_PORT);
});
test.afterAll(() => mailbox.stop());

const PASSWORD = 'Zonnebloem-Wandeling-42';

/** A new member signed up through the API from the page, so the browser holds the session cookie. */
async function signUpFromPage(page: Page, birthDate: string) {
  const name = `settings-${Date.now().toString(36)}`;
  const email = `${name}@example.com`;
  const status = await page.evaluate(
    async (body) => {
      const answer = await fetch('/api/signup.php', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Type': 'web' },
        body: JSON.stringify(body),
      });
      return answer.status;
    },
    { email, name, password: PASSWORD, password_repeat: PASSWORD, date_of_birth: birthDate },
  );
  expect(status).toBe(200);
  return { email, name };
}

const TENANTS = [
  { host: 'vonk.localhost', slug: 'vonk', locale: 'nl', birthDate: '1991-03-04' },
  // Herzklopfen is 40+
  { host: 'herz.localhost', slug: 'herz', locale: 'de', birthDate: '1972-08-19' },
];

for (const { host, slug, locale, birthDate } of TENANTS) {
  test(`${slug}: activation by mail, settings, e-mail change by mail, deletion with the offer, reactivation`, async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('amora:site-entry-warning-skipped', '1'));
    await page.goto(url(host, '/'));
    const member = await signUpFromPage(page, birthDate);
    await page.goto(url(host, await mailbox.linkPath(member.email, 1)));
    await expect(page).toHaveURL(url(host, '/activate/done'));
    await expect(page.getByTestId('activation-done-title')).toHaveText(
      message(locale, 'activation.doneTitle'),
    );

    await page.goto(url(host, '/settings'));
    await expect(page.getByTestId('settings-email-current')).toContainText(member.email);
    const invisible = page.getByTestId('settings-invisible');
    await expect(invisible).toHaveAttribute('aria-checked', 'false');
    await invisible.click();
    await expect(invisible).toHaveAttribute('aria-checked', 'true');
    await page.reload();
    await expect(page.getByTestId('settings-invisible')).toHaveAttribute('aria-checked', 'true');
    await screenshot(page, `${slug}-settings`);

    // a new address counts only once it confirms by mail
    const newEmail = `new-${member.email}`;
    await page.getByTestId('settings-email-new').fill(newEmail);
    await page.getByTestId('settings-email-password').fill(PASSWORD);
    await page.getByTestId('settings-email-submit').click();
    await expect(page.getByTestId('settings-email-sent')).toContainText(newEmail);
    await page.goto(url(host, await mailbox.linkPath(newEmail, 1)));
    await expect(page.getByTestId('mail-change-done')).toHaveText(message(locale, 'mail_change.done_title'));
    await screenshot(page, `${slug}-mail-change-done`);
    await page.goto(url(host, '/settings'));
    await expect(page.getByTestId('settings-email-current')).toContainText(newEmail);

    // deletion: the company's offer first, then the password
    await page.getByTestId('settings-delete').click();
    await expect(page.getByTestId('delete-offer')).toBeVisible();
    await page.getByTestId('delete-offer-claim').click();
    await expect(page.getByTestId('delete-offer-code')).toHaveText(/^STAY\d+-[0-9A-F]{8}$/);
    await screenshot(page, `${slug}-delete-offer`);
    await page.getByTestId('delete-continue').click();
    await page.getByTestId('delete-password').fill('not-my-password');
    await page.getByTestId('delete-confirm').click();
    await expect(
      page.getByTestId('delete-modal').getByText(message(locale, 'error.password_wrong')),
    ).toBeVisible();
    await page.getByTestId('delete-password').fill(PASSWORD);
    await page.getByTestId('delete-confirm').click();
    await expect(page).toHaveURL(url(host, '/account-deleted'));
    await expect(page.getByTestId('login-button')).toBeVisible();
    await screenshot(page, `${slug}-account-deleted`);

    await page.goto(url(host, '/login'));
    await page.getByTestId('login-email').fill(newEmail);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText(
      message(locale, 'error.account_pending_deletion'),
    );

    // the deletion mail (and the one sent again at this login) reactivates the account
    const reactivation = await mailbox.linkPath(newEmail, 2);
    expect(reactivation).toMatch(/^\/account-deleted\?token=/);
    await page.goto(url(host, reactivation));
    await screenshot(page, `${slug}-reactivate`);
    await page.getByTestId('reactivate-submit').click();
    await expect(page).toHaveURL(url(host, '/activate/done?reactivated=1'));
    await page.goto(url(host, '/login'));
    await page.getByTestId('login-email').fill(newEmail);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(searchUrl(host));
  });
}
