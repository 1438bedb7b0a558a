import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { adminApiCall, screenshot, url } from './helpers';

const messages: Record<string, string> = JSON.parse(
  readFileSync(join(__dirname, '..', 'apps/admin/src/i18n/en.json'), 'utf8'),
);
const OWNER = { email: 'owner@amora.localhost', password: 'amora-staff-2026' };

async function signInWithPassword(page: Page, { email, password } = OWNER) {
  await page.goto(url('admin.localhost', '/login'));
  await page.getByTestId('admin-email').fill(email);
  await page.getByTestId('admin-password').fill(password);
  await page.getByTestId('admin-signin-submit').click();
}

async function openAccountMenuItem(page: Page, item: 'account' | 'sign-out') {
  await page.getByTestId('admin-account-menu').click();
  await page.getByTestId(`admin-account-menu-item-${item}`).click();
}

/** The code an authenticator app shows `offset` seconds from now. */
const codeFor = (secret: string, offset = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset });

/**
 * Turns the owner's second factor off through the API, from a sign-in of its own, so that the specs
 * after a failed run still sign in with the password alone. A code works once per 30-second step and
 * the test may have used the next step's: then the step after that is waited for.
 */
async function resetOwnerTotp(browser: Browser, secret: string) {
  const page = await browser.newPage();
  try {
    await page.goto(url('admin.localhost', '/login'));
    const signIn = async () =>
      adminApiCall(page, 'POST', '/api/admin/login.php', { ...OWNER, totp: await codeFor(secret, 30) });
    let signedIn = await signIn();
    if (signedIn.status !== 200) {
      await page.waitForTimeout(30_000);
      signedIn = await signIn();
    }
    expect(signedIn.status).toBe(200);
    const owner = signedIn.body.staff;
    const reset = await adminApiCall(page, 'PATCH', '/api/admin/staff.php', {
      id: owner.id,
      reset_totp: true,
    });
    expect(reset.status).toBe(200);
  } finally {
    await page.close();
  }
}

test.describe('staff accounts in the admin console', () => {
  let undo: (() => Promise<void>) | undefined;
  test.afterEach(async () => {
    await undo?.();
    undo = undefined;
  });

  test('the owner sets up a second factor, signs in with it, adds a staff member and finds it in the audit log', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    // screenshots switch widths: without transitions the closing drawer is not caught half-way
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInWithPassword(page);
    await expect(page.getByRole('heading', { level: 1, name: messages['dashboard.title'] })).toBeVisible();
    const sidebar = page.getByTestId('admin-sidebar');
    await expect(sidebar.getByRole('link', { name: messages['nav.staff'] })).toBeVisible();
    await expect(sidebar.getByTestId('admin-sidebar-staff')).toContainText('Olivia Owner');
    await screenshot(page, 'admin-dashboard-owner');

    // the second factor: QR code and key, confirmed with the app's code
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAccountMenuItem(page, 'account');
    await expect(page.getByRole('heading', { level: 1, name: messages['account.title'] })).toBeVisible();
    await page.getByTestId('account-totp-start').click();
    await expect(page.getByTestId('account-totp-qr')).toBeVisible();
    const secret = (await page.getByTestId('account-totp-secret').getAttribute('data-secret')) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await screenshot(page, 'admin-account-totp');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('account-totp-code').fill(await codeFor(secret));
    await page.getByTestId('account-totp-confirm').click();
    undo = () => resetOwnerTotp(browser, secret);
    await expect(page.getByTestId('account-totp-done')).toBeVisible();
    await expect(page.getByTestId('account-totp-status')).toHaveText(messages['account.totp.on']);

    await openAccountMenuItem(page, 'sign-out');
    await expect(page.getByTestId('admin-signin-form')).toBeVisible();

    // signing in again asks for the code; a wrong one is refused
    await signInWithPassword(page);
    await expect(page.getByRole('heading', { level: 1, name: messages['auth.totp.title'] })).toBeVisible();
    await page.getByTestId('admin-totp').fill('000000');
    await page.getByTestId('admin-totp-submit').click();
    await expect(page.getByTestId('admin-error')).toHaveText(messages['error.totp_invalid']);
    await screenshot(page, 'admin-signin-totp');
    await page.setViewportSize({ width: 1280, height: 900 });
    // the confirmation used this 30-second step: the next one's code (within the API's tolerance)
    await page.getByTestId('admin-totp').fill(await codeFor(secret, 30));
    await page.getByTestId('admin-totp-submit').click();
    await expect(page.getByRole('heading', { level: 1, name: messages['dashboard.title'] })).toBeVisible();

    // a new staff member, their password shown once
    const email = `e2e-${Date.now()}@amora.localhost`;
    await sidebar.getByRole('link', { name: messages['nav.staff'] }).click();
    await expect(page.getByTestId('staff-table')).toContainText(OWNER.email);
    await page.getByTestId('staff-add').click();
    await page.getByTestId('staff-create-submit').click();
    await expect(page.getByText(messages['staff.roles.required'])).toBeVisible();
    await page.getByTestId('staff-name').fill('Mila Moderator');
    await page.getByTestId('staff-email').fill(email);
    await page.getByTestId('staff-role-moderator').check();
    await page.getByTestId('staff-create-submit').click();
    await expect(page.getByTestId('staff-one-time-password')).not.toBeEmpty();
    const oneTimePassword = (await page.getByTestId('staff-one-time-password').textContent()) ?? '';
    await screenshot(page, 'admin-staff-created');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('staff-created-done').click();
    await expect(page.getByTestId('staff-table')).toContainText(email);
    await screenshot(page, 'admin-staff');
    await page.setViewportSize({ width: 1280, height: 900 });

    // the owner's own second factor reset again, so later specs sign in with the password alone
    await page.getByRole('row').filter({ hasText: OWNER.email }).getByRole('button').click();
    await page.getByTestId('staff-reset-totp').click();
    await page.getByTestId('staff-reset-confirm').click();
    await expect(page.getByTestId('staff-edit').getByTestId('staff-reset-totp')).toHaveCount(0);
    undo = undefined;
    await page.getByTestId('staff-edit-close').click();

    // the audit log has the creation, with the new address in its "after"
    await sidebar.getByRole('link', { name: messages['nav.audit'] }).click();
    await page.getByTestId('audit-filter-action').fill('staff.create');
    await page.getByTestId('audit-filter-apply').click();
    const created = page.getByRole('row').filter({ hasText: 'staff.create' }).first();
    await expect(created).toBeVisible();
    await expect(page.getByTestId('audit-table').getByText('staff.update')).toHaveCount(0);
    await screenshot(page, 'admin-audit');
    await page.setViewportSize({ width: 1280, height: 900 });
    await created.click();
    await expect(page.getByTestId('audit-diff')).toContainText(email);
    await screenshot(page, 'admin-audit-entry');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('audit-entry-close').click();

    // the new moderator signs in with the password shown once, chooses their own, sees their areas
    await openAccountMenuItem(page, 'sign-out');
    await signInWithPassword(page, { email, password: oneTimePassword });
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId('account-setup')).toContainText(messages['account.setup.password']);
    await screenshot(page, 'admin-account-setup');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('account-old-password').fill(oneTimePassword);
    await page.getByTestId('account-password').fill('mila-chooses-her-own-2026');
    await page.getByTestId('account-password-repeat').fill('mila-chooses-her-own-2026');
    await page.getByTestId('account-password-submit').click();
    await expect(page.getByTestId('account-password-done')).toBeVisible();
    await expect(page.getByTestId('account-setup')).toHaveCount(0);
    await expect(sidebar.getByRole('link')).toHaveText([
      messages['nav.dashboard'],
      messages['nav.moderation'],
    ]);
  });
});
