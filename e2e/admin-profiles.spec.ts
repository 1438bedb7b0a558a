import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { adminApiCall, drawPortrait, url } from './helpers';
import { Mailbox, SMTP_PORT } from './mailbox';
import { signUpMember } from './new-member';

// the console loads each page's data after its code: on a busy machine that takes longer than 5 s
const expect = baseExpect.configure({ timeout: 15_000 });

const mailbox = new Mailbox();
test.beforeAll(async () => {
  await mailbox.start(SMTP_PORT);
});
test.afterAll(() => mailbox.stop());

const HOST = 'vonk.localhost';
const ADMIN = 'admin.localhost';
const PASSWORD = 'amora-staff-2026';
const SHOTS = join(__dirname, 'screenshots');

const admin: Record<string, string> = JSON.parse(
  readFileSync(join(__dirname, '..', 'apps/admin/src/i18n/en.json'), 'utf8'),
);

async function signIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url(ADMIN, '/login'));
  await page.getByTestId('admin-email').fill(email);
  await page.getByTestId('admin-password').fill(PASSWORD);
  await page.getByTestId('admin-signin-submit').click();
  await expect(page.getByRole('heading', { level: 1, name: admin['dashboard.title'] })).toBeVisible();
  return page;
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: join(SHOTS, `admin-profiles-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('an operator creates a fictional profile with a photo, edits it, finds it, and reads what staff wrote as it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // a male profile no other journey looks for; disabled at the end, so member searches never meet it
  const name = `Quirijn${Date.now().toString(36).slice(-4)}`;
  const operator = await signIn(browser, 'operator@amora.localhost');
  await operator.getByTestId('admin-sidebar').getByRole('link', { name: admin['nav.profiles'] }).click();
  await expect(operator.getByRole('heading', { level: 1, name: admin['nav.profiles'] })).toBeVisible();
  await operator.getByTestId('tenant-picker').selectOption({ label: 'Vonk' });
  await expect(operator.getByTestId('profile-pool')).toBeVisible();
  await expect(operator.locator('[data-testid^="profile-row-"]').first()).toBeVisible();
  await shoot(operator, 'list');

  // a new profile: the contract's checks under the fields first, then created
  await operator.getByTestId('profile-add').click();
  const dialog = operator.getByTestId('profile-new-dialog');
  await expect(dialog.getByTestId('fictional-notice')).toBeVisible();
  await dialog.getByTestId('profile-new-submit').click();
  await expect(dialog.getByText(admin['profiles.check.name'])).toBeVisible();
  await expect(dialog.getByText(admin['profiles.check.date_of_birth'])).toBeVisible();
  await shoot(operator, 'new-invalid');
  await dialog.getByTestId('profile-new-name').fill(name);
  await dialog.getByTestId('profile-new-date_of_birth').fill('1988-03-14');
  await dialog.getByTestId('profile-new-gender').selectOption('male');
  await dialog.getByTestId('profile-new-sexuality').selectOption('hetero');
  await dialog.getByTestId('profile-new-city').fill('Haarlem');
  await dialog.getByTestId('profile-new-region').fill('NH');
  await dialog.getByTestId('profile-new-submit').click();
  await expect(operator.getByTestId('profile-title')).toHaveText(name);
  const id = Number(operator.url().match(/\/profiles\/(\d+)$/)?.[1]);
  expect(id).toBeGreaterThan(0);

  try {
    // a photo: previewed, then the main one, also in the page's header
    await expect(operator.getByTestId('photo-none')).toBeVisible();
    const portrait = await drawPortrait(operator, 205);
    await operator
      .getByTestId('photo-file')
      .setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: portrait });
    await expect(operator.getByTestId('photo-main-badge')).toBeVisible();
    await expect(operator.getByTestId('photo-count')).toHaveText('1 of 25 photos');
    await expect(operator.getByTestId(`profile-thumb-${id}`).locator('img')).toBeVisible();

    // edited: looks, about, interests and notes saved, only what changed
    await operator.getByTestId('profile-edit-city').fill('Zandvoort');
    await operator.getByTestId('profile-edit-hair').selectOption('dark_blond');
    await operator.getByTestId('profile-edit-about').fill('Surft elke ochtend en kookt graag voor vrienden.');
    await operator.getByTestId('profile-edit-interests').getByText('Beach', { exact: true }).click();
    await operator.getByTestId('profile-edit-interests').getByText('Cooking', { exact: true }).click();
    await operator.getByTestId('profile-edit-notes').fill('Surfleraar, twee broers, woont aan zee.');
    await operator.getByTestId('profile-edit-save').click();
    await expect(operator.getByTestId('profile-edit-saved')).toBeVisible();
    await operator.reload();
    await expect(operator.getByTestId('profile-edit-city')).toHaveValue('Zandvoort');
    await expect(operator.getByTestId('profile-edit-about')).toHaveValue(
      'Surft elke ochtend en kookt graag voor vrienden.',
    );
    await shoot(operator, 'editor');

    // in the list: found by name, with its photo, age, city and photo count
    await operator.getByTestId('profile-back').click();
    await operator.getByTestId('profile-search').fill(name.slice(0, 6));
    await operator.getByTestId('profile-search-apply').click();
    const row = operator.getByTestId(`profile-row-${id}`);
    await expect(row).toContainText(name);
    await expect(row).toContainText('Zandvoort');
    await expect(row.getByTestId(`profile-thumb-${id}`).locator('img')).toBeVisible();
    await expect(row.locator('td[data-label="Photos"]')).toHaveText('1');

    // a new member writes to the profile; a moderator answers as it through the inbox calls
    const member = await signUpMember(browser, mailbox, { host: HOST, prefix: 'trail', gender: 'female' });
    await member.page.goto(url(HOST, `/members/${id}/chat`));
    await member.page.getByTestId('composer-text').fill('Hoi! Surf je ook in de winter?');
    await member.page.getByTestId('composer-text').press('Enter');
    await expect(member.page.getByTestId('message').last()).toHaveAttribute('data-state', 'sent');
    const moderator = await signIn(browser, 'moderator@amora.localhost');
    const inbox = await adminApiCall(moderator, 'GET', '/api/admin/inbox.php');
    const waiting = inbox.body.conversations.find(
      (entry: { fictional_profile: { id: number } }) => entry.fictional_profile.id === id,
    );
    expect(waiting, 'the conversation waits in the inbox').toBeTruthy();
    const claim = await adminApiCall(moderator, 'POST', '/api/admin/inbox-claim.php', {
      conversation_id: waiting.conversation_id,
    });
    expect(claim.status).toBe(200);
    const reply = 'Zeker, met een dik wetsuit! Jij ook?';
    const replied = await adminApiCall(moderator, 'POST', '/api/admin/inbox-reply.php', {
      conversation_id: waiting.conversation_id,
      text: reply,
    });
    expect(replied.status).toBe(200);

    // the trail from the profile: the reply, its writer, the member
    await operator.getByTestId(`profile-open-${id}`).click();
    await operator.getByTestId('profile-messages-link').click();
    await expect(operator).toHaveURL(new RegExp(`/profiles/messages\\?profile_id=${id}$`));
    const written = operator.locator('[data-testid^="trail-row-"]', { hasText: reply });
    await expect(written).toBeVisible();
    await expect(written).toContainText('Max Moderator');
    await expect(written).toContainText(name);
    await shoot(operator, 'trail');
    // narrowed to the member: the address a member's page links to
    await written.locator('[data-testid^="trail-member-"]').click();
    await expect(operator).toHaveURL(/member_id=\d+/);
    const memberId = new URL(operator.url()).searchParams.get('member_id');
    await operator.goto(url(ADMIN, `/profiles/messages?member_id=${memberId}`));
    await expect(operator.getByTestId('trail-filter-member_id')).toHaveValue(String(memberId));
    await expect(operator.locator('[data-testid^="trail-row-"]')).toHaveCount(1);
    await expect(operator.locator('[data-testid^="trail-row-"]')).toContainText(reply);
    await operator.getByTestId('trail-filter-member_id').fill('abc');
    await operator.getByTestId('trail-apply').click();
    await expect(operator.getByText(admin['profiles.trail.id_invalid'])).toBeVisible();

    // disabled in the editor too: hidden from members, as the status says
    await operator.goto(url(ADMIN, `/profiles/${id}`));
    await operator.getByTestId('profile-edit-status').selectOption('disabled');
    await operator.getByTestId('profile-edit-save').click();
    await expect(operator.getByTestId('profile-edit-saved')).toBeVisible();
    const after = await adminApiCall(operator, 'GET', `/api/admin/fictional-profile.php?id=${id}`);
    expect(after.body.profile).toMatchObject({ status: 'disabled', city: 'Zandvoort', photo_count: 1 });
    await Promise.all([member.page.context().close(), moderator.context().close()]);
  } finally {
    // whatever happened above, the profile leaves the member search, so later journeys never meet it
    await adminApiCall(operator, 'PATCH', '/api/admin/fictional-profiles.php', { id, status: 'disabled' });
  }

  await operator.context().close();
});
