import { expect, type Page, test } from '@playwright/test';
import { drawPortrait, formatMessage, screenshot, url } from './helpers';
import { Mailbox, SMTP_PORT } from './mailbox';

const mailbox = new Mailbox();
test.beforeAll(async () => {
  await mailbox.start(SMTP_PORT);
});
test.afterAll(() => mailbox.stop());

const HOST = 'vonk.localhost';
const LOCALE = 'nl';
const PASSWORD = 'Zonnebloem-Wandeling-42';
const AMSTERDAM = { latitude: 52.3676, longitude: 4.9041 };

const text = (id: string, values: Record<string, string | number> = {}) => formatMessage(LOCALE, id, values);

/** A new member signed up through the API from the page (the browser keeps the session), then activated. */
async function signUpAndActivate(page: Page) {
  const name = `profile-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `${name}@example.com`;
  await page.goto(url(HOST, '/'));
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/signup.php', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Request-Type': 'web' },
          body: JSON.stringify(body),
        })
      ).status,
    { email, name, password: PASSWORD, password_repeat: PASSWORD, date_of_birth: '1992-06-15' },
  );
  expect(status).toBe(200);
  await page.goto(url(HOST, await mailbox.linkPath(email, 1)));
  await expect(page).toHaveURL(url(HOST, '/activate/done'));
  return name;
}

/** A photo file for the upload input. */
async function portrait(page: Page, hue: number, name: string) {
  return { name, mimeType: 'image/jpeg', buffer: await drawPortrait(page, hue) };
}

const photoIds = (page: Page) =>
  page
    .getByTestId('profile-photo')
    .evaluateAll((tiles) => tiles.map((tile) => (tile as HTMLElement).dataset.photoId));

for (const width of [375, 1280]) {
  test(`own profile at ${width} px: details, place by geolocation, photos and the main one, the photo alert`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.addInitScript(() => localStorage.setItem('amora:site-entry-warning-skipped', '1'));
    const name = await signUpAndActivate(page);

    // no main photo yet: the alert asks for one, with the tenant's photo credits
    await page.goto(url(HOST, '/members'));
    const alert = page.getByTestId('photo-alert');
    // a lazily loaded chunk, queued behind the search page's photos on a busy machine
    await expect(alert).toContainText(text('photo_alert.text_credits', { credits: 5 }), { timeout: 20_000 });
    if (width === 375) await screenshot(page, 'profile-photo-alert');
    await page.getByTestId('photo-alert-link').click();
    await expect(page).toHaveURL(url(HOST, '/profile#photos'));
    await expect(page.getByTestId('profile-name')).toHaveText(name);
    await expect(page.getByTestId('photo-alert')).toBeHidden();

    // the details
    await page.getByTestId('profile-hair').selectOption('brown');
    await page.getByTestId('profile-eye_colour').selectOption('green');
    await page.getByTestId('profile-body_type').selectOption('athletic');
    await page.getByTestId('profile-relationship_status').selectOption('single');
    await page.getByTestId('profile-interest-music').click();
    await page.getByTestId('profile-interest-travel').click();
    await page.getByTestId('profile-tattoos').selectOption('yes');
    await page
      .getByTestId('profile-about')
      .fill('Ik hou van lange wandelingen langs de grachten en goede koffie.');
    await page.getByTestId('profile-save').click();
    await expect(page.getByTestId('profile-saved')).toHaveText(text('my_profile.saved'));

    // the place from the browser's position
    await context.grantPermissions(['geolocation'], { origin: url(HOST, '') });
    await context.setGeolocation(AMSTERDAM);
    await page.getByTestId('profile-use-location').click();
    await expect(page.getByTestId('profile-place-saved')).toHaveText(text('my_profile.place_found'));
    await expect(page.getByTestId('profile-place-current')).toContainText('Amsterdam');
    await expect(page.getByTestId('profile-header-place')).toContainText('Amsterdam');

    // photos: two at once, with progress, then the second made the main one
    await expect(page.getByTestId('profile-header-no-photo')).toBeVisible();
    await page
      .getByTestId('profile-photo-input')
      .setInputFiles([await portrait(page, 320, 'rood.jpg'), await portrait(page, 200, 'blauw.jpg')]);
    // the site's photo_credits for the first photo, said once the balance shows them
    await expect(page.getByTestId('profile-photo-credits')).toHaveText(
      text('my_profile.photo_credits_received', { credits: 5 }),
      { timeout: 20_000 },
    );
    await expect(page.getByTestId('profile-photo')).toHaveCount(2, { timeout: 20_000 });
    await expect(page.getByTestId('profile-photos-limit')).toContainText(
      text('my_profile.photos_count', { count: 2, limit: 3 }),
    );
    const [first, second] = await photoIds(page);
    const header = page.getByTestId('profile-header-photo');
    const firstSrc = await header.getAttribute('src');
    expect(firstSrc).toMatch(/\/media\/p\/.+\/match\.webp$/);
    await expect(page.getByTestId('account-menu').locator('img')).toHaveAttribute('src', /thumb\.webp$/);

    await page.locator(`[data-photo-id="${second}"]`).getByTestId('profile-photo-make-main').click();
    await expect.poll(() => photoIds(page)).toEqual([second, first]);
    await expect(header).not.toHaveAttribute('src', firstSrc as string);
    await expect(header).toHaveAttribute('src', /\/media\/p\/.+\/match\.webp$/);
    // the rendition is served and shown
    await expect
      .poll(() =>
        header.evaluate(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth,
        ),
      )
      .toBeGreaterThan(0);

    // it all stays when the page is opened again
    await page.goto(url(HOST, '/profile'));
    await expect(page.getByTestId('profile-hair')).toHaveValue('brown');
    await expect(page.getByTestId('profile-interest-music')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('profile-place-current')).toContainText('Amsterdam');
    await expect.poll(() => photoIds(page)).toEqual([second, first]);
    if (width === 1280) await screenshot(page, 'profile');

    // with a main photo, the alert is gone everywhere
    await page.goto(url(HOST, '/members'));
    await expect(page.getByTestId('account-menu')).toBeVisible();
    await expect(page.getByTestId('photo-alert')).toBeHidden();
  });
}
