import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiCall, drawPortrait, message, searchUrl, url } from './helpers';
import { Mailbox, SMTP_PORT } from './mailbox';
import { signUpMember } from './new-member';

const mailbox = new Mailbox();
test.beforeAll(async () => {
  await mailbox.start(SMTP_PORT);
});
test.afterAll(() => mailbox.stop());

const HOST = 'vonk.localhost';
/** Well before the polling of spec §9 (first after 5 s, then every 60 s): it came through /api/events. */
const LIVE_WITHIN_MS = 15_000;
const text = (id: string) => message('nl', id);

interface Member {
  page: Page;
  name: string;
  profileId: number;
}

/** Both widths of UI.md (phone first), then back to the desktop width; a modal as the screen shows it. */
async function snap(page: Page, name: string, fullPage = true) {
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ]) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(350);
    await page.screenshot({ path: `e2e/screenshots/likes-${name}-${width}.png`, fullPage });
  }
}

/** A new, activated member with a portrait, in a browser context of their own. */
async function newMember(browser: Browser, prefix: string, gender: 'male' | 'female'): Promise<Member> {
  const member = await signUpMember(browser, mailbox, {
    host: HOST,
    prefix,
    gender,
    dateOfBirth: '1992-05-14',
  });
  const { page } = member;
  const hue = gender === 'female' ? 330 : 210;
  const photo = (await drawPortrait(page, hue)).toString('base64');
  const status = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const form = new FormData();
    form.append('photo', new Blob([bytes], { type: 'image/jpeg' }), 'portrait.jpg');
    const response = await fetch('/api/photos.php', {
      method: 'POST',
      headers: { 'X-Request-Type': 'web' },
      body: form,
    });
    return response.status;
  }, photo);
  expect(status).toBe(200);
  return member;
}

const cardOf = (page: Page, profileId: number) =>
  page.locator(`[data-testid="like-card"][data-profile-id="${profileId}"]`);

test('two members like each other: both see the match modal, then the match in their likes', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const anna = await newMember(browser, 'anna', 'female');
  const bram = await newMember(browser, 'bram', 'male');

  // Anna waits on her likes page, her like of Bram is still unanswered there
  await anna.page.goto(url(HOST, '/likes'));
  await expect(anna.page.getByTestId('likes-empty-received')).toBeVisible();
  expect((await apiCall(anna.page, 'POST', '/api/likes.php', { profile_id: bram.profileId })).body).toEqual({
    liked: true,
    match: false,
  });

  // Bram sees her like, marked new, and likes back
  await bram.page.goto(url(HOST, '/likes'));
  const card = cardOf(bram.page, anna.profileId);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('like-new')).toHaveText(text('likes.new'));
  await expect(bram.page.getByTestId('likes-tab-received')).toHaveAttribute('aria-current', 'page');
  await snap(bram.page, 'received');
  await card.getByTestId('like-back').click();

  const modal = bram.page.getByTestId('match-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('match-lead')).toContainText(anna.name);
  await expect(modal.getByTestId('match-message')).toHaveAttribute('href', `/members/${anna.profileId}/chat`);
  await snap(bram.page, 'match-modal', false);

  // Anna's tab learns of the match live
  const annaModal = anna.page.getByTestId('match-modal');
  await expect(annaModal).toBeVisible({ timeout: LIVE_WITHIN_MS });
  await expect(annaModal.getByTestId('match-lead')).toContainText(bram.name);
  await annaModal.getByTestId('match-keep-browsing').click();
  await expect(annaModal).toBeHidden();

  // keep browsing: the match is in Bram's matches tab, with its page
  await modal.getByTestId('match-keep-browsing').click();
  await expect(modal).toBeHidden();
  await bram.page.getByTestId('likes-tab-matches').click();
  await expect(bram.page).toHaveURL(url(HOST, '/likes/matches'));
  await expect(cardOf(bram.page, anna.profileId).getByTestId('match-chat')).toBeVisible();
  await snap(bram.page, 'matches');
  await bram.page.goto(url(HOST, `/likes/m/${anna.profileId}`));
  await expect(bram.page.getByTestId('match-page').getByTestId('match-lead')).toContainText(anna.name);
  await snap(bram.page, 'match-page');
  await bram.page.goto(url(HOST, '/likes/sent'));
  await expect(bram.page.getByTestId('likes-empty-sent')).toBeVisible();
  await snap(bram.page, 'empty-sent');

  await anna.page.context().close();
  await bram.page.context().close();
});

test('?t= opens the new-like modal after t seconds; a click anywhere closes it; the like waits in /likes', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const member = await newMember(browser, 'cas', 'male');
  const { page } = member;
  await page.goto(url(HOST, '/members?t=2'));
  await expect(page.getByTestId('profile-card').first()).toBeVisible();
  const modal = page.getByTestId('new-like-modal');
  await expect(modal).toBeHidden();
  await expect(modal).toBeVisible({ timeout: 10_000 });
  await expect(modal.getByRole('heading')).toHaveText(text('likes.newLike.title'));
  const id = await likedById(page);
  await snap(page, 'new-like-modal', false);
  await modal.getByTestId('new-like-lead').click();
  await expect(modal).toBeHidden();

  await page.goto(url(HOST, '/likes'));
  const card = cardOf(page, id);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('like-new')).toBeVisible();
  await expect(card.getByTestId('fictional-icon')).toBeVisible();
  await page.context().close();
});

/** The one profile that likes the member (the automatic like). */
async function likedById(page: Page): Promise<number> {
  const answer = await apiCall(page, 'GET', '/api/likes.php');
  expect(answer.body.liked_by).toHaveLength(1);
  return answer.body.liked_by[0].id;
}

test('the swipe game: 4 likes a day, passes free, then the limit with the time the likes come back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const member = await newMember(browser, 'dirk', 'male');
  const { page } = member;
  await page.goto(url(HOST, '/swipe-game'));
  const likesLeft = page.getByTestId('swipe-likes-left');
  await expect(page.getByTestId('swipe-card')).toBeVisible();
  await expect(likesLeft).toHaveAttribute('data-left', '4');
  await snap(page, 'swipe-game');

  // a pass by button, and by dragging the card to the left: both free
  const first = await page.getByTestId('swipe-card').getAttribute('data-profile-id');
  await page.getByTestId('swipe-pass').click();
  await expect(page.getByTestId('swipe-card')).not.toHaveAttribute('data-profile-id', first ?? '');
  const box = await page.getByTestId('swipe-card').boundingBox();
  if (!box) throw new Error('no card');
  const second = await page.getByTestId('swipe-card').getAttribute('data-profile-id');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 80, box.y + box.height / 2, { steps: 4 });
  await page.screenshot({ path: 'e2e/screenshots/likes-swipe-drag-1280.png' });
  await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2 + 10, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByTestId('swipe-card')).not.toHaveAttribute('data-profile-id', second ?? '');
  await expect(likesLeft).toHaveAttribute('data-left', '4');

  // four likes: the button, the → key and a drag to the right
  for (let left = 3; left >= 0; left--) {
    const current = await page.getByTestId('swipe-card').getAttribute('data-profile-id');
    if (left === 2) await page.keyboard.press('ArrowRight');
    else await page.getByTestId('swipe-like').click();
    await expect(likesLeft).toHaveAttribute('data-left', String(left));
    if (left > 0) {
      await expect(page.getByTestId('swipe-card')).not.toHaveAttribute('data-profile-id', current ?? '');
    }
  }
  const limit = page.getByTestId('swipe-limit');
  await expect(limit).toBeVisible();
  await expect(limit.getByRole('heading')).toHaveText(
    text('matching.swipe.limit.title').replace('{limit}', '4'),
  );
  await expect(page.getByTestId('swipe-resets-at')).toContainText(/\d{1,2}[:.]\d{2}/);
  await snap(page, 'swipe-limit');

  // the API counts them: after a reload the game stays over, and a fifth like is refused
  await page.reload();
  await expect(limit).toBeVisible();
  const stack = await apiCall(page, 'GET', '/api/swipe.php');
  expect(stack.body.likes_left).toBe(0);
  const fifth = stack.body.profiles[0];
  if (fifth) {
    const refused = await apiCall(page, 'POST', '/api/swipe.php', { profile_id: fifth.id, like: true });
    expect(refused.body.error.code).toBe('swipe_limit_reached');
  }
  await expect(limit.getByTestId('swipe-keep-browsing')).toHaveAttribute('href', '/members');
  await page.context().close();
});

test('match finder and the signup matches: like in one tap, or all at once', async ({ browser }) => {
  test.setTimeout(120_000);
  const member = await newMember(browser, 'eva', 'female');
  const { page } = member;
  await page.goto(url(HOST, '/match-finder'));
  const first = page.getByTestId('suggestion').first();
  await expect(first).toBeVisible();
  const heart = first.getByTestId('suggestion-like');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await snap(page, 'match-finder');

  await page.goto(url(HOST, '/signup-matches'));
  await expect(page.getByTestId('suggestion').first()).toBeVisible();
  await snap(page, 'signup-matches');
  await page.getByTestId('signup-matches-like-all').click();
  await expect(page.getByTestId('signup-matches-like-all')).toHaveText(text('matching.signup.allLiked'));
  await page.getByTestId('signup-matches-continue').click();
  await expect(page).toHaveURL(searchUrl(HOST));
  const likes = await apiCall(page, 'GET', '/api/likes.php');
  expect(likes.body.profiles.length).toBeGreaterThan(1);
  await page.context().close();
});
