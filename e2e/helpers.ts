import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT ?? 4173);
export const url = (host: string, path = '/') => `http://${host}:${PORT}${path}`;

/** The web app's own translations: the tests expect exactly what a member would read. */
export function message(locale: string, id: string): string {
  const messages = JSON.parse(
    readFileSync(join(__dirname, '..', 'apps/web/src/i18n', `${locale}.json`), 'utf8'),
  );
  const text = messages[id];
  if (typeof text !== 'string') throw new Error(`no message ${id} in ${locale}`);
  return text;
}

export const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

/** Confirms the site-entry warning when the tenant shows one (spec §1). */
export async function passEntryWarning(page: Page) {
  const warning = page.getByTestId('entry-warning');
  await expect(warning).toBeVisible();
  await page.getByTestId('entry-warning-confirm').click();
  await expect(warning).toBeHidden();
}

export async function screenshot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(__dirname, 'screenshots', `${name}-${width}.png`), fullPage: true });
  }
}
