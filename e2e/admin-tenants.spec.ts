import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { adminApiCall, cssVar, drawPortrait, screenshot, url } from './helpers';

const messages: Record<string, string> = JSON.parse(
  readFileSync(join(__dirname, '..', 'apps/admin/src/i18n/en.json'), 'utf8'),
);
const OWNER = { email: 'owner@amora.localhost', password: 'amora-staff-2026' };
const NEW_PRIMARY = '#1d5fa8';
const EXTRA_HOST = 'vonk2.localhost';

/** Full-page screenshots from the top of the page, then back to the width the steps use. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signIn(page: Page) {
  await page.goto(url('admin.localhost', '/login'));
  await page.getByTestId('admin-email').fill(OWNER.email);
  await page.getByTestId('admin-password').fill(OWNER.password);
  await page.getByTestId('admin-signin-submit').click();
  await expect(page.getByRole('heading', { level: 1, name: messages['dashboard.title'] })).toBeVisible();
}

/** The member site's primary colour as a fresh visitor's browser reads it (no restart in between). */
async function memberPrimary(browser: Browser, host: string): Promise<string> {
  const context = await browser.newContext();
  const site = await context.newPage();
  await site.goto(url(host));
  await expect(site.getByTestId('site-name').first()).toBeVisible();
  const colour = await cssVar(site, '--amora-primary');
  await context.close();
  return colour;
}

function patchTheme(page: Page, body: { tenant_id: number; palette: Record<string, string> }) {
  return adminApiCall(page, 'PATCH', '/api/admin/tenant-theme.php', body);
}

async function vonkInFull(page: Page, tenantId: number) {
  const { status, body } = await adminApiCall(page, 'GET', `/api/admin/tenants.php?id=${tenantId}`);
  expect(status).toBe(200);
  return body.tenant as { logo_url: string | null; domains: { id: number; host: string }[] };
}

/**
 * Puts back what the test changes on Vonk, whichever step failed, so that no other test (nor a retry)
 * meets a changed site: the primary colour, a logo it uploaded, the extra domain.
 */
async function restoreVonk(page: Page, tenantId: number, before: { primary: string; logo: string | null }) {
  expect((await patchTheme(page, { tenant_id: tenantId, palette: { primary: before.primary } })).status).toBe(
    200,
  );
  const now = await vonkInFull(page, tenantId);
  if (before.logo === null && now.logo_url !== null) {
    const removed = await adminApiCall(page, 'DELETE', '/api/admin/tenant-image.php', {
      tenant_id: tenantId,
      kind: 'logo',
    });
    expect(removed.status).toBe(200);
  }
  const extra = now.domains.find((domain) => domain.host === EXTRA_HOST);
  if (extra) {
    expect(
      (await adminApiCall(page, 'DELETE', '/api/admin/tenant-domains.php', { id: extra.id })).status,
    ).toBe(200);
  }
}

test.describe('tenants and their theme in the admin console', () => {
  let undo: (() => Promise<void>) | undefined;
  test.afterEach(async () => {
    await undo?.();
    undo = undefined;
  });

  test('the owner changes Vonk’s colours and domains and the member site follows without a restart', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page);

    // the list, searched
    await page.getByTestId('admin-sidebar').getByRole('link', { name: messages['nav.tenants'] }).click();
    await expect(page.getByTestId('tenant-row-vonk')).toBeVisible();
    await expect(page.getByTestId('tenants-add')).toBeVisible();
    await page.getByTestId('tenants-search').fill('herz');
    await expect(page.getByTestId('tenant-row-vonk')).toHaveCount(0);
    await page.getByTestId('tenants-search').fill('');
    await shoot(page, 'admin-tenants');

    // Vonk's general settings
    await page.getByTestId('tenant-open-vonk').click();
    await expect(page.getByTestId('tenant-setting-name')).toHaveValue('Vonk');
    await expect(page.getByTestId('tenant-slug')).toHaveAttribute('readonly', '');
    await shoot(page, 'admin-tenant-general');

    // the theme: a new primary shows at once in the mini preview, then on the member site once saved
    await page.getByTestId('tenant-tab-theme').click();
    const primary = page.getByTestId('theme-primary');
    const original = await primary.inputValue();
    const vonkId = tenantId(page);
    const before = { primary: original, logo: (await vonkInFull(page, vonkId)).logo_url };
    undo = () => restoreVonk(page, vonkId, before);
    expect(await memberPrimary(browser, 'vonk.localhost')).toBe(original);
    await primary.fill(NEW_PRIMARY);
    await expect(page.getByTestId('theme-mini-preview')).toHaveAttribute('data-primary', NEW_PRIMARY);
    await expect(page.getByTestId('theme-primary-contrast')).toHaveAttribute('data-verdict', 'pass');
    await primary.press('Enter');
    await expect(page.getByTestId('tenant-theme-saved')).toBeVisible();
    await expect(page.getByTestId('theme-site-preview')).toHaveAttribute('data-version', '1');
    expect(await memberPrimary(browser, 'vonk.localhost')).toBe(NEW_PRIMARY);
    // the reloaded preview opens Vonk's entry warning without taking the keyboard from the field
    const preview = page.frameLocator('[data-testid="theme-site-preview"]');
    await expect(preview.getByTestId('entry-warning')).toBeVisible();
    // the dialog's opening effect has run (it locks the page's scrolling as it would take the focus)
    await expect(preview.locator('body')).toHaveCSS('overflow', 'hidden');
    await expect(primary).toBeFocused();

    // a dark colour that white text cannot be read on is refused, naming the pair
    const dark = page.getByTestId('theme-dark');
    const originalDark = await dark.inputValue();
    await dark.fill('#777777');
    await expect(page.getByTestId('theme-refused')).toContainText(messages['error.palette_low_contrast']);
    await expect(page.getByTestId('theme-refused-pairs-dark-text_on_dark')).toBeVisible();
    await expect(page.getByTestId('tenant-theme-save')).toBeDisabled();
    await shoot(page, 'admin-tenant-theme-refused');
    // the API refuses it too, with the pairs (asked from the console's page: its session, its host)
    const refused = await patchTheme(page, { tenant_id: vonkId, palette: { dark: '#777777' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('palette_low_contrast');
    expect(refused.body.error.params.pairs[0]).toMatchObject({ key: 'dark', use: 'text_on_dark' });
    await dark.fill(originalDark);
    await expect(page.getByTestId('theme-refused')).toHaveCount(0);

    // a logo: uploaded at once, previewed, then removed again
    await page.getByTestId('theme-logo-file').setInputFiles({
      name: 'logo.jpg',
      mimeType: 'image/jpeg',
      buffer: await drawPortrait(page, 200),
    });
    await expect(page.getByTestId('theme-logo-preview')).toBeVisible();
    await expect(page.getByTestId('theme-logo-remove')).toBeEnabled();
    await expect(page.getByTestId('theme-logo-error')).toHaveCount(0);
    await shoot(page, 'admin-tenant-theme');
    await page.getByTestId('theme-logo-remove').click();
    await expect(page.getByTestId('theme-logo-preview')).toHaveCount(0);

    // the original colour back
    const siteVersion = Number(await page.getByTestId('theme-site-preview').getAttribute('data-version'));
    await primary.fill(original);
    await expect(page.getByTestId('theme-mini-preview')).toHaveAttribute('data-primary', original);
    await page.getByTestId('tenant-theme-save').click();
    await expect(page.getByTestId('tenant-theme-saved')).toBeVisible();
    await expect(page.getByTestId('tenant-theme-error')).toHaveCount(0);
    await expect(page.getByTestId('theme-site-preview')).toHaveAttribute(
      'data-version',
      String(siteVersion + 1),
    );
    expect(await memberPrimary(browser, 'vonk.localhost')).toBe(original);

    // a second domain answers at once, then goes again
    await page.getByTestId('tenant-tab-domains').click();
    await page.getByTestId('tenant-domain-new').fill('herz.localhost');
    await page.getByTestId('tenant-domain-add').click();
    await expect(page.getByText('The domain herz.localhost is already used by another site.')).toBeVisible();
    await page.getByTestId('tenant-domain-new').fill(EXTRA_HOST);
    await page.getByTestId('tenant-domain-add').click();
    await expect(page.getByTestId(`tenant-domain-${EXTRA_HOST}`)).toBeVisible();
    expect(await memberPrimary(browser, EXTRA_HOST)).toBe(original);
    await shoot(page, 'admin-tenant-domains');
    await page.getByTestId(`tenant-domain-remove-${EXTRA_HOST}`).click();
    await expect(page.getByTestId(`tenant-domain-${EXTRA_HOST}`)).toHaveCount(0);
  });
});

function tenantId(page: Page): number {
  return Number(new URL(page.url()).searchParams.get('id'));
}
