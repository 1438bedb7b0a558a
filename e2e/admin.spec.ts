import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { screenshot, url } from './helpers';

const adminMessages = JSON.parse(readFileSync(join(__dirname, '..', 'apps/admin/src/i18n/en.json'), 'utf8'));

test.describe('admin console', () => {
  test('is served on its own host and refuses an unknown staff login', async ({ page }) => {
    await page.goto(url('admin.localhost', '/login'));
    await expect(page.getByTestId('admin-signin-form')).toBeVisible();
    await page.getByTestId('admin-email').fill('nobody@example.com');
    await page.getByTestId('admin-password').fill('not-a-staff-password');
    await page.getByTestId('admin-signin-submit').click();
    await expect(page.getByTestId('admin-error')).toHaveText(adminMessages['error.login_failed']);
    await screenshot(page, 'admin-signin');
  });

  test('a tenant host never serves the admin console', async ({ page }) => {
    const response = await page.goto(url('vonk.localhost', '/login'));
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('admin-signin-form')).toHaveCount(0);
    // from the page itself: Node does not resolve *.localhost, Chromium does
    const status = await page.evaluate(async () => {
      const answer = await fetch('/api/admin/login.php', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Type': 'admin' },
        body: JSON.stringify({ email: 'a@example.com', password: 'whatever-password' }),
      });
      return answer.status;
    });
    expect(status).toBe(404);
  });
});
