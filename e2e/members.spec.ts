import { type Browser, expect, type Page, test } from '@playwright/test';
import { drawPortrait, message, screenshot, url } from './helpers';
import { Mailbox, SMTP_PORT } from './mailbox';

const mailbox = new Mailbox();
test.beforeAll(async () => {
  await mailbox.start(SMTP_PORT);
});
test.afterAll(() => mailbox.stop());

const HOST = 'vonk.localhost';
const LOCALE = 'nl';
const PASSWORD = 'Zonnebloem-Wandeling-42';
const VONK_WARNING = 'Dit profiel wordt beheerd door ons team en is fictief; afspreken is niet mogelijk.';

const text = (id: string) => message(LOCALE, id);
const size = (width: number) => ({ width, height: width === 375 ? 812 : 900 });

/** Screenshots at both widths (helpers), then back to the width the test runs at. */
async function snap(page: Page, name: string, width: number) {
  await screenshot(page, name);
  await page.setViewportSize(size(width));
}

interface NewMember {
  name: string;
  profileId: number;
}

/** A member signed up through the API from the page (the browser keeps the session), then activated. */
async function signUpAndActivate(
  page: Page,
  prefix: string,
  body: { gender: 'male' | 'female'; seeking: 'male' | 'female'; date_of_birth: string },
): Promise<NewMember> {
  const name = `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;
  const email = `${name}@example.com`;
  await page.addInitScript(() => localStorage.setItem('amora:site-entry-warning-skipped', '1'));
  await page.goto(url(HOST, '/'));
  const answer = await page.evaluate(
    async (request) => {
      const response = await fetch('/api/signup.php', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Type': 'web' },
        body: JSON.stringify(request),
      });
      return { status: response.status, body: await response.json() };
    },
    { ...body, email, name, password: PASSWORD, password_repeat: PASSWORD },
  );
  expect(answer.status).toBe(200);
  await page.goto(url(HOST, await mailbox.linkPath(email, 1)));
  await expect(page).toHaveURL(url(HOST, '/activate/done'));
  return { name, profileId: answer.body.user.profile.id };
}

/** Uploads portrait-shaped photos drawn in the browser to /api/photos.php. */
async function uploadPortraits(page: Page, hues: number[]) {
  const photos = await Promise.all(
    hues.map(async (hue) => (await drawPortrait(page, hue)).toString('base64')),
  );
  const statuses = await page.evaluate(async (list) => {
    const results: number[] = [];
    for (const [index, base64] of list.entries()) {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const form = new FormData();
      form.append('photo', new Blob([bytes], { type: 'image/jpeg' }), `portrait-${index}.jpg`);
      const response = await fetch('/api/photos.php', {
        method: 'POST',
        headers: { 'X-Request-Type': 'web' },
        body: form,
      });
      results.push(response.status);
    }
    return results;
  }, photos);
  expect(statuses).toEqual(hues.map(() => 200));
}

/** A woman of 34 with three photos (the third locked for free members), in a context of her own. */
async function womanWithPhotos(browser: Browser): Promise<NewMember> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const woman = await signUpAndActivate(page, 'lotte', {
    gender: 'female',
    seeking: 'male',
    date_of_birth: `${new Date().getFullYear() - 35}-01-10`,
  });
  await uploadPortraits(page, [330, 20, 200]);
  await context.close();
  return woman;
}

async function searchFor(page: Page, width: number, age: string) {
  await page.goto(url(HOST, '/members'));
  await expect(page.getByTestId('profile-card').first()).toBeVisible();
  await snap(page, 'members-search', width);
  if (width === 375) {
    await page.getByTestId('search-filters-open').click();
    await expect(page.getByTestId('search-filter-sheet')).toBeVisible();
    await snap(page, 'members-filter-sheet', width);
  }
  const filters = page.getByTestId('search-filters');
  await filters.getByTestId('filter-gender').selectOption('female');
  await filters.getByTestId('filter-min_age').selectOption(age);
  await filters.getByTestId('filter-max_age').selectOption(age);
  await filters.getByTestId('search-apply').click();
  // the first search started from the member's own country, and the filters keep it
  await expect(page).toHaveURL(url(HOST, `/members?gender=female&country=NL&min_age=${age}&max_age=${age}`));
}

for (const width of [375, 1280]) {
  test(`members at ${width} px: search with filters, profile gallery and locked photos, report and block`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const woman = await womanWithPhotos(browser);
    await page.setViewportSize(size(width));
    await signUpAndActivate(page, 'daan', {
      gender: 'male',
      seeking: 'female',
      date_of_birth: '1990-04-04',
    });

    // search: the filters go into the URL, the newest matching profile comes first
    await searchFor(page, width, '35');
    const card = page.locator(`[data-testid="profile-card"][data-profile-id="${woman.profileId}"]`);
    await expect(card).toBeVisible();
    await expect(card).toContainText(`${woman.name}, 35`);
    await card.click();
    await expect(page).toHaveURL(url(HOST, `/members/${woman.profileId}`));

    // the gallery: swipe on the phone, arrow keys on the desktop; the third photo is locked
    const counter = page.getByTestId('gallery-counter');
    await expect(counter).toHaveText('1 / 3');
    // Like and Chat on the first screen: on a phone they wait above the tab bar below the photo
    await expect(page.getByTestId('profile-like')).toBeInViewport();
    await expect(page.getByTestId('profile-chat')).toBeInViewport();
    await snap(page, 'members-profile', width);
    if (width === 375) {
      const box = await page.getByTestId('gallery-stage').boundingBox();
      if (!box) throw new Error('no gallery');
      const y = box.y + box.height / 2;
      for (let n = 0; n < 2; n++) {
        // a finger from right to left over the photo (clear of the arrow buttons at the edges)
        await page.mouse.move(box.x + box.width * 0.75, y);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
        await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
        await page.mouse.up();
        await expect(counter).toHaveText(`${n + 2} / 3`);
      }
    } else {
      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText('2 / 3');
      await page.keyboard.press('ArrowRight');
    }
    await expect(counter).toHaveText('3 / 3');
    const locked = page.getByTestId('gallery-slide').nth(2).getByTestId('gallery-locked');
    await expect(locked).toBeVisible();
    await expect(locked).toContainText(text('members.locked.premium'));
    await snap(page, 'members-profile-locked', width);

    // full screen: the photos a free member may see (2), then the locked one (3 / 3), counted as in
    // the gallery; paged by a tap or a key, back where it ended
    await page.getByTestId('gallery-prev').click();
    await expect(counter).toHaveText('2 / 3');
    await page.getByTestId('gallery-slide').nth(1).getByTestId('gallery-open').click();
    const viewer = page.getByTestId('photo-viewer');
    await expect(viewer).toBeVisible();
    await expect(page.getByTestId('photo-viewer-counter')).toHaveText('2 / 3');
    await snap(page, 'members-photo-viewer', width);
    // after them the locked one, blurred, with the way to premium
    if (width === 375) await page.getByTestId('photo-viewer-next').click();
    else await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('photo-viewer-locked').getByTestId('gallery-premium')).toBeVisible();
    await expect(page.getByTestId('photo-viewer-counter')).toHaveText('3 / 3');
    await snap(page, 'members-photo-viewer-locked', width);
    if (width === 375) await page.getByTestId('photo-viewer-prev').click();
    else await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('photo-viewer-counter')).toHaveText('2 / 3');
    if (width === 375) await page.getByTestId('photo-viewer-prev').click();
    else await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('photo-viewer-counter')).toHaveText('1 / 3');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(counter).toHaveText('1 / 3');

    // report
    await page.getByTestId('profile-report').click();
    await page.getByTestId('report-reason').selectOption('fake_profile');
    await page.getByTestId('report-text').fill('Dezelfde foto staat ook op een ander profiel.');
    await snap(page, 'members-report', width);
    await page.getByTestId('report-submit').click();
    await expect(page.getByTestId('report-sent')).toContainText(text('members.report.sent'));
    await page
      .getByTestId('report-modal')
      .getByRole('button', { name: text('members.close') })
      .first()
      .click();

    // block, then the page says so and offers to unblock
    await page.getByTestId('profile-block').click();
    await page.getByTestId('block-confirm').click();
    const notice = page.getByTestId('profile-blocked-notice');
    await expect(notice).toContainText(woman.name);
    await snap(page, 'members-blocked', width);
    await page.getByTestId('profile-unblock').click();
    await expect(page.getByTestId('gallery-counter')).toBeVisible();

    // back to the search: the same results
    await page.getByTestId('profile-back').click();
    await expect(page).toHaveURL(url(HOST, '/members?gender=female&country=NL&min_age=35&max_age=35'));
    await expect(card).toBeVisible();
  });
}

test('an operator-run profile shows the fictional icon on its card and the warning on its page', async ({
  page,
}) => {
  await page.setViewportSize(size(1280));
  await signUpAndActivate(page, 'joost', { gender: 'male', seeking: 'female', date_of_birth: '1988-02-02' });
  await page.goto(url(HOST, '/members'));
  const fictional = page.getByTestId('profile-card').filter({ has: page.getByTestId('fictional-icon') });
  await expect(page.getByTestId('profile-card').first()).toBeVisible();
  for (let n = 0; n < 6 && (await fictional.count()) === 0; n++) {
    const cards = await page.getByTestId('profile-card').count();
    // dispatched rather than clicked: scrolling the button into view may itself load the next page (the
    // list loads more as its end comes near), which re-renders the button under Playwright's click
    await page.getByTestId('search-load-more').dispatchEvent('click');
    await expect(page.getByTestId('profile-card')).not.toHaveCount(cards);
  }
  await fictional.first().click();
  await expect(page.getByTestId('profile-name').getByTestId('fictional-icon')).toBeVisible();
  await expect(page.getByTestId('fictional-warning')).toContainText(VONK_WARNING);
  await screenshot(page, 'members-profile-fictional');
});

test('member entry pages show the profile to a visitor and open the signup modal', async ({
  page,
  browser,
}) => {
  const woman = await womanWithPhotos(browser);
  await page.addInitScript(() => localStorage.setItem('amora:site-entry-warning-skipped', '1'));
  for (const [path, testId] of [
    ['landing', 'entry-landing'],
    ['landing2/zomer', 'entry-landing2'],
    ['landing3', 'entry-landing3'],
    ['chat', 'entry-chat'],
  ] as const) {
    await page.setViewportSize(size(375));
    await page.goto(url(HOST, `/members/${woman.profileId}/${path}`));
    await expect(page.getByTestId(testId)).toBeVisible();
    await expect(page.getByTestId('entry-name')).toContainText(woman.name);
    await screenshot(page, `members-entry-${testId}`);
    await page.getByTestId('entry-signup').click();
    // the modal's code loads on its first opening: allow a busy machine time for that chunk
    await expect(page.getByTestId('signup-modal')).toBeVisible({ timeout: 10_000 });
  }
});

test('back from a profile deep in the results returns to the same place, by the browser and by the page', async ({
  page,
}) => {
  await page.setViewportSize(size(375));
  await signUpAndActivate(page, 'anouk', { gender: 'female', seeking: 'male', date_of_birth: '1990-04-04' });
  // men of every country of the shared pool: enough for several pages
  await page.goto(url(HOST, '/members?gender=male'));
  await expect(page.getByTestId('profile-card').first()).toBeVisible();
  for (let n = 0; n < 3; n++) {
    const cards = await page.getByTestId('profile-card').count();
    await page.getByTestId('search-load-more').dispatchEvent('click');
    await expect(page.getByTestId('profile-card')).not.toHaveCount(cards);
  }
  // a card well down the list, scrolled into the middle of the screen
  const id = await page.getByTestId('profile-card').nth(40).getAttribute('data-profile-id');
  const card = page.locator(`[data-profile-id="${id}"]`);
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  expect(await page.evaluate(() => globalThis.scrollY)).toBeGreaterThan(2000);
  // where the card stands on the screen: an alert that goes or shows above the results meanwhile
  // moves the scroll position with it, not the card
  const top = () => card.evaluate((element) => element.getBoundingClientRect().top);
  const place = await top();
  for (const back of ['browser', 'page'] as const) {
    await card.click();
    await expect(page.getByTestId('profile-page')).toBeVisible();
    if (back === 'browser') {
      // the alerts above go: the photo alert for a week, then the push alert that takes its turn
      await page.getByTestId('photo-alert-dismiss').click();
      await page.getByTestId('push-alert-dismiss').click();
      await page.goBack();
    } else await page.getByTestId('profile-back').click();
    await expect(card).toBeInViewport();
    expect(Math.abs((await top()) - place)).toBeLessThan(50);
    // the card opened has the focus again: Tab goes on from there, not from the top of the page
    await expect(card).toBeFocused();
  }
});
