import { expect, test } from '@playwright/test';
import { cssVar, message, passEntryWarning, screenshot, url } from './helpers';

test.describe('two demo tenants on one deployment', () => {
  test('Vonk shows its own name, palette and language', async ({ page }) => {
    await page.goto(url('vonk.localhost'));
    await passEntryWarning(page);
    await expect(page.getByTestId('site-name').first()).toHaveText('Vonk');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page).toHaveTitle('Vonk – daten met een vonk');
    expect(await cssVar(page, '--amora-primary')).toBe('#7b2cbf');
    await expect(page.getByTestId('login-button')).toHaveText(message('nl', 'nav.login'));
    await screenshot(page, 'vonk-home');
  });

  test('Herzklopfen shows its own name, palette and language', async ({ page }) => {
    await page.goto(url('herz.localhost'));
    await passEntryWarning(page);
    await expect(page.getByTestId('site-name').first()).toHaveText('Herzklopfen');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle('Herzklopfen – Dating ab 40');
    expect(await cssVar(page, '--amora-primary')).toBe('#b0124f');
    await expect(page.getByTestId('login-button')).toHaveText(message('de', 'nav.login'));
    await screenshot(page, 'herz-home');
  });

  test('a tenant without the entry popup never shows it', async ({ page }) => {
    await page.goto(url('spark.localhost'));
    await expect(page.getByTestId('site-name').first()).toHaveText('Spark Hearts');
    await expect(page.getByTestId('entry-warning')).toHaveCount(0);
    await expect(page.getByTestId('us-footer')).toBeVisible();
    await screenshot(page, 'spark-home');
  });

  test('the entry warning is shown once', async ({ page }) => {
    await page.goto(url('vonk.localhost'));
    await passEntryWarning(page);
    await page.reload();
    await expect(page.getByTestId('site-name').first()).toBeVisible();
    await expect(page.getByTestId('entry-warning')).toHaveCount(0);
  });
});

test.describe('language', () => {
  test('switching language re-renders, sets the locale cookie for 365 days and survives a reload', async ({
    page,
    context,
  }) => {
    await page.goto(url('vonk.localhost'));
    await passEntryWarning(page);
    await page.getByTestId('language-select').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('login-button')).toHaveText(message('en', 'nav.login'));

    const cookie = (await context.cookies(url('vonk.localhost'))).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('en');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('login-button')).toHaveText(message('en', 'nav.login'));
  });

  test("the language of one tenant does not leak into another's", async ({ page }) => {
    await page.goto(url('vonk.localhost'));
    await passEntryWarning(page);
    await page.getByTestId('language-select').selectOption('de');
    await page.goto(url('spark.localhost'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('errors', () => {
  test('an unknown page answers 404 with "This page could not be found" and a link home', async ({
    page,
  }) => {
    const response = await page.goto(url('spark.localhost', '/no/such/page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-status')).toHaveText('404');
    await expect(page.getByTestId('error-message')).toHaveText('This page could not be found');
    await screenshot(page, 'spark-404');
    await page.getByTestId('home-link').first().click();
    await expect(page).toHaveURL(url('spark.localhost', '/'));
    await expect(page.getByTestId('site-name').first()).toHaveText('Spark Hearts');
  });

  test('the 404 page speaks the tenant language', async ({ page }) => {
    await page.goto(url('herz.localhost', '/gibt/es/nicht'));
    await expect(page.getByTestId('error-message')).toHaveText(message('de', 'error.not_found'));
  });

  test('an unknown host gets a plain 404, not a tenant site', async ({ page }) => {
    const response = await page.goto(url('nobody.localhost'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('body')).toContainText('unknown_domain');
  });
});
