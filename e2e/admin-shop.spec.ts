import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { screenshot, url } from './helpers';

const messages: Record<string, string> = JSON.parse(
  readFileSync(join(__dirname, '..', 'apps/admin/src/i18n/en.json'), 'utf8'),
);
const OPERATOR = { email: 'operator@amora.localhost', password: 'amora-staff-2026' };

async function signIn(page: Page) {
  await page.goto(url('admin.localhost', '/login'));
  await page.getByTestId('admin-email').fill(OPERATOR.email);
  await page.getByTestId('admin-password').fill(OPERATOR.password);
  await page.getByTestId('admin-signin-submit').click();
  await expect(page.getByRole('heading', { level: 1, name: messages['dashboard.title'] })).toBeVisible();
}

async function openArea(page: Page, titleId: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId('admin-sidebar').getByRole('link', { name: messages[titleId] }).click();
  await expect(page.getByRole('heading', { level: 1, name: messages[titleId] })).toBeVisible();
}

/** The member shop's answer, fetched in a tab on Vonk (the browser resolves *.localhost, Node does not). */
async function memberShop(member: Page) {
  return member.evaluate(async () =>
    (await fetch('/api/bundles.php', { headers: { Accept: 'application/json' } })).json(),
  );
}

async function chooseVonk(page: Page) {
  const picker = page.getByTestId('tenant-picker');
  const vonk = await picker.locator('option', { hasText: 'Vonk' }).getAttribute('value');
  await picker.selectOption(vonk ?? '');
}

test.describe('prices, discount codes and analytics in the admin console', () => {
  test("the operator changes a bundle's price and the member shop shows it, creates and exports codes, reads the charts", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page);

    // prices: the member shop's first bundle in its country, one euro (or unit) dearer
    const member = await page.context().newPage();
    await member.goto(url('vonk.localhost', '/robots.txt'));
    const shop = await memberShop(member);
    const target = shop.bundles[0];
    const newAmount = target.amount + 100;
    await openArea(page, 'nav.prices');
    await chooseVonk(page);
    const row = page
      .locator('[data-testid^="bundle-row-"]', { hasText: `${target.credits} credits` })
      .first();
    await expect(row).toBeVisible();
    await screenshot(page, 'admin-prices');
    await page.setViewportSize({ width: 1280, height: 900 });
    await row.locator('[data-testid^="bundle-edit-"]').click();
    const price = page.getByTestId(`bundle-price-${shop.country}`);
    await price.fill((newAmount / 100).toFixed(2));
    await screenshot(page, 'admin-prices-edit');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('bundle-submit').click();
    await expect(page.getByTestId('bundle-dialog')).toBeHidden();
    await expect
      .poll(async () => {
        const after = await memberShop(member);
        return after.bundles.find((b: { id: number }) => b.id === target.id)?.amount;
      })
      .toBe(newAmount);
    // back to the demo price: the member journeys that follow expect the demo shop
    await row.locator('[data-testid^="bundle-edit-"]').click();
    await page.getByTestId(`bundle-price-${shop.country}`).fill((target.amount / 100).toFixed(2));
    await page.getByTestId('bundle-submit').click();
    await expect(page.getByTestId('bundle-dialog')).toBeHidden();
    await expect
      .poll(async () => {
        const after = await memberShop(member);
        return after.bundles.find((b: { id: number }) => b.id === target.id)?.amount;
      })
      .toBe(target.amount);

    // discount codes: a batch of 20, its CSV, one switched off
    await openArea(page, 'nav.discount_codes');
    await chooseVonk(page);
    await page.getByTestId('code-add').click();
    await page.getByTestId('code-mode-batch').click();
    const prefix = `E2E${Date.now().toString(36).toUpperCase().slice(-6)}`;
    await page.getByTestId('code-count').fill('20');
    await page.getByTestId('code-prefix').fill(prefix);
    await page.getByTestId('code-percentage').fill('15');
    await page.getByTestId('code-method-ideal').check();
    await screenshot(page, 'admin-codes-create');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('code-create-submit').click();
    await expect(page.getByTestId('code-created')).toContainText('20 codes were created.');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('code-batch-csv').click(),
    ]);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    const lines = csv.trim().split('\n');
    expect(lines).toHaveLength(21);
    expect(lines.slice(1).every((line) => line.includes(prefix))).toBe(true);
    await page.getByTestId('code-created-done').click();

    await page.getByTestId('code-filter-q').fill(prefix);
    await page.getByTestId('code-filter-apply').click();
    const firstCode = page.locator('[data-testid^="code-row-"]').first();
    await expect(page.locator('[data-testid^="code-row-"]')).toHaveCount(20);
    const id = ((await firstCode.getAttribute('data-testid')) ?? '').replace('code-row-', '');
    await page.getByTestId(`code-toggle-${id}`).click();
    await expect(page.getByTestId(`code-status-${id}`)).toHaveText(messages['codes.status.inactive']);
    await page.getByTestId(`code-open-${id}`).click();
    await expect(page.getByTestId('code-uses-none')).toBeVisible();
    await expect(page.getByTestId('code-expiry-form')).toBeVisible();
    await screenshot(page, 'admin-code-uses');
    await page.keyboard.press('Escape');
    await screenshot(page, 'admin-codes');

    // analytics: charts drawn (the rollup may not have run yet: zeros still draw axes and lines)
    await openArea(page, 'nav.analytics');
    await expect(page.getByTestId('analytics-totals')).toBeVisible();
    for (const chart of ['signups', 'purchases', 'revenue', 'messages', 'complaints']) {
      await expect(page.getByTestId(`chart-${chart}`).locator('canvas')).toHaveCount(1);
    }
    const drawn = await page
      .getByTestId('chart-signups')
      .locator('canvas')
      .evaluate((canvas: HTMLCanvasElement) => {
        const context = canvas.getContext('2d');
        if (!context || canvas.width === 0) return 0;
        const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
        let painted = 0;
        for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 0) painted++;
        return painted;
      });
    expect(drawn).toBeGreaterThan(100);
    await expect(page.getByTestId('analytics-csv')).toHaveAttribute(
      'href',
      /analytics-export\.php\?(tenant_id=\d+&)?from=\d{4}-\d{2}-\d{2}&to=/,
    );
    const [analyticsCsv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('analytics-csv').click(),
    ]);
    expect(readFileSync((await analyticsCsv.path()) ?? '', 'utf8').split('\n')[0]).toContain('signups');
    await screenshot(page, 'admin-analytics');
  });
});
