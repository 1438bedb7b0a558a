import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { adminApiCall, url } from './helpers';
import { Mailbox, SMTP_PORT } from './mailbox';
import { type NewMember, signUpMember } from './new-member';

const mailbox = new Mailbox();
test.beforeAll(async () => {
  await mailbox.start(SMTP_PORT);
});
test.afterAll(() => mailbox.stop());

const HOST = 'vonk.localhost';
const ADMIN = 'admin.localhost';
const MODERATOR = { email: 'moderator@amora.localhost', password: 'amora-staff-2026' };
const OWNER = { email: 'owner@amora.localhost', password: 'amora-staff-2026' };
const OPERATOR = { email: 'operator@amora.localhost', password: 'amora-staff-2026' };
/**
 * The console has no polling at all, and the member's chat polls 5 s after it opened and then every
 * 60 s: what arrives within this (long after the first round) came live, even on a busy machine.
 */
const LIVE_MS = 15_000;
const SHOTS = join(__dirname, 'screenshots');

const admin: Record<string, string> = JSON.parse(
  readFileSync(join(__dirname, '..', 'apps/admin/src/i18n/en.json'), 'utf8'),
);

interface Card {
  id: number;
  name: string;
  fictional: boolean;
}

/** An operator-run profile of Vonk's pool, found through the member's own search. */
async function fictionalProfile(member: Page): Promise<Card> {
  const found = await member.evaluate(async () => {
    let cursor: string | null = null;
    for (let round = 0; round < 20; round++) {
      const query = new URLSearchParams({ gender: 'female', ...(cursor ? { cursor } : {}) });
      const answer = await (
        await fetch(`/api/search.php?${query}`, { headers: { Accept: 'application/json' } })
      ).json();
      const card = answer.profiles.find((profile: { fictional: boolean }) => profile.fictional);
      if (card) return card;
      cursor = answer.next_cursor;
      if (!cursor) return null;
    }
    return null;
  });
  expect(found, 'Vonk has an operator-run profile').toBeTruthy();
  return found as Card;
}

/** A staff member signed in on the admin host, in a browser of their own (its clock is the test's). */
async function signIn(browser: Browser, staff: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url(ADMIN, '/login'));
  await page.getByTestId('admin-email').fill(staff.email);
  await page.getByTestId('admin-password').fill(staff.password);
  await page.getByTestId('admin-signin-submit').click();
  await expect(page.getByRole('heading', { level: 1, name: admin['dashboard.title'] })).toBeVisible();
  return page;
}

async function openInbox(page: Page) {
  await page.getByTestId('admin-sidebar').getByRole('link', { name: admin['nav.moderation'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: admin['nav.moderation'] })).toBeVisible();
  await expect(page.getByTestId('inbox-queue')).toBeVisible();
}

async function restoreProfileNotes(page: Page, id: number, notes: string) {
  const status = await page.evaluate(
    async ({ id, notes }) =>
      (
        await fetch('/api/admin/notes.php', {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', 'X-Request-Type': 'web' },
          body: JSON.stringify({ subject: 'profile', id, notes }),
        })
      ).status,
    { id, notes },
  );
  expect(status).toBe(200);
}

/** The page at phone and desktop width, as tall as its content (no sticky bar painted over it). */
async function shoot(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(200);
    await page.screenshot({ path: join(SHOTS, `admin-inbox-${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function send(member: NewMember, text: string) {
  await member.page.getByTestId('composer-text').fill(text);
  await member.page.getByTestId('composer-text').press('Enter');
  await expect(member.page.getByTestId('message').last()).toHaveAttribute('data-state', 'sent');
}

test('a moderator answers a member live from the inbox, as the operator-run profile, and the trail names them', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const member = await signUpMember(browser, mailbox, { host: HOST, prefix: 'inbox', gender: 'male' });
  const profile = await fictionalProfile(member.page);
  const moderator = await signIn(browser, MODERATOR);
  const me = await moderator.evaluate(async () => (await (await fetch('/api/admin/me.php')).json()).staff);
  await openInbox(moderator);
  const queue = moderator.getByTestId('inbox-queue');

  // the member writes to the operator-run profile (Vonk's 20 credits, 10 a message): live in the queue
  await member.page.goto(url(HOST, `/members/${profile.id}/chat`));
  await expect(member.page.getByTestId('conversation-name')).toHaveText(profile.name, { timeout: 15_000 });
  await send(member, 'Hoi! Wat doe jij graag in het weekend?');
  const entry = queue.locator('[data-testid^="inbox-entry-"]', { hasText: member.name });
  await expect(entry).toBeVisible({ timeout: LIVE_MS });
  await expect(entry).toContainText(`${member.name} → ${profile.name}`);
  await expect(entry).toContainText('Hoi! Wat doe jij graag in het weekend?');
  await shoot(moderator, 'queue');

  // someone else claims it first: the queue says so live, and the moderator cannot answer meanwhile
  const conversationId = Number((await entry.getAttribute('data-testid'))?.replace('inbox-entry-', ''));
  const owner = await signIn(browser, OWNER);
  expect(
    (await adminApiCall(owner, 'POST', '/api/admin/inbox-claim.php', { conversation_id: conversationId }))
      .status,
  ).toBe(200);
  await expect(entry).toContainText('claimed by Olivia Owner', { timeout: LIVE_MS });
  await entry.click();
  const pane = moderator.getByTestId('inbox-conversation');
  await expect(pane.getByTestId('inbox-held')).toContainText('Olivia Owner is answering this conversation');
  await expect(pane.getByTestId('inbox-send')).toBeDisabled();
  await expect(pane.getByTestId('inbox-countdown')).toBeHidden();
  expect(
    (await adminApiCall(owner, 'POST', '/api/admin/inbox-release.php', { conversation_id: conversationId }))
      .status,
  ).toBe(200);
  await expect(pane.getByTestId('inbox-held')).toBeHidden({ timeout: LIVE_MS });
  await expect(entry).not.toContainText('claimed by', { timeout: LIVE_MS });

  // the moderator claims it: theirs for five minutes, with the message, the member, credits and notes
  await pane.getByTestId('inbox-claim').click();
  await expect(pane.getByTestId('inbox-countdown')).toHaveText(/^Yours for [45]:\d\d$/);
  await expect(entry).toContainText('claimed by you', { timeout: LIVE_MS });
  await expect(pane.getByRole('heading', { level: 2 })).toHaveText(`${member.name} with ${profile.name}`);
  await expect(pane.getByTestId('inbox-history')).toContainText('Hoi! Wat doe jij graag in het weekend?');
  await expect(pane.getByTestId('inbox-member')).toContainText(member.email);
  await expect(pane.getByTestId('inbox-credits')).toHaveText('10 credits');
  await expect(pane.getByTestId('inbox-profile')).toContainText(profile.name);

  // the member writes again: the open conversation shows it, and the credits it cost, live
  await send(member, 'Ik hou zelf van lange fietstochten.');
  await expect(pane.getByTestId('inbox-history')).toContainText('Ik hou zelf van lange fietstochten.', {
    timeout: LIVE_MS,
  });
  await expect(pane.getByTestId('inbox-credits')).toHaveText('0 credits');
  await expect(entry).toContainText('Ik hou zelf van lange fietstochten.');

  // notes on the member and on the profile, kept for the next moderator
  await pane.getByTestId('inbox-notes-member').fill(`Fietst graag (${member.name})`);
  await pane.getByTestId('inbox-notes-member-save').click();
  await expect(pane.getByTestId('inbox-notes-member-save')).toHaveText('Saved');
  const originalNotes = await pane.getByTestId('inbox-notes-profile').inputValue();
  const profileNotes = `${originalNotes} Houdt van fietsen.`.trim();
  await pane.getByTestId('inbox-notes-profile').fill(profileNotes);
  await pane.getByTestId('inbox-notes-profile-save').click();
  await expect(pane.getByTestId('inbox-notes-profile-save')).toHaveText('Saved');
  await pane.getByTestId('inbox-reply').fill('Leuk! Ik fiets ook graag, het liefst langs de kust.');
  await shoot(moderator, 'claimed');

  // five minutes on, the claim has lapsed: reply is off until the moderator claims again
  await moderator.clock.fastForward('05:01');
  await expect(pane.getByTestId('inbox-expired')).toBeVisible();
  await expect(pane.getByTestId('inbox-countdown')).toBeHidden();
  await expect(pane.getByTestId('inbox-send')).toBeDisabled();
  await shoot(moderator, 'expired');
  await moderator.clock.setSystemTime(Date.now());
  await pane.getByTestId('inbox-claim-again').click();
  await expect(pane.getByTestId('inbox-countdown')).toHaveText(/^Yours for [45]:\d\d$/);
  await expect(pane.getByTestId('inbox-reply')).toHaveValue(
    'Leuk! Ik fiets ook graag, het liefst langs de kust.',
  );

  // the reply goes out as the profile: the member's open tab shows it arrive, no reload
  await pane.getByTestId('inbox-send').click();
  await expect(moderator.getByTestId('inbox-sent')).toHaveText(
    `Reply sent to ${member.name} as ${profile.name}.`,
  );
  await expect(entry).toBeHidden({ timeout: LIVE_MS });
  const reply = member.page.getByTestId('message').last();
  await expect(reply.getByTestId('message-text')).toHaveText(
    'Leuk! Ik fiets ook graag, het liefst langs de kust.',
    { timeout: LIVE_MS },
  );
  await expect(reply).toHaveAttribute('data-mine', 'false');
  await expect(member.page.getByTestId('conversation-name')).toHaveText(profile.name);

  // the trail: the reply is listed with the moderator who wrote it, for this member and profile
  const operator = await signIn(browser, OPERATOR);
  const trail = await operator.evaluate(
    async (id) => (await fetch(`/api/admin/staff-messages.php?profile_id=${id}`)).json(),
    profile.id,
  );
  const written = trail.messages.find(
    (m: { text: string }) => m.text === 'Leuk! Ik fiets ook graag, het liefst langs de kust.',
  );
  expect(written).toMatchObject({ staff: { id: me.id, name: me.name }, fictional_profile_id: profile.id });

  // the notes stay with the profile: put them back as they were for the specs after this one
  await restoreProfileNotes(moderator, profile.id, originalNotes);
  await Promise.all([member.page, moderator, owner, operator].map((page) => page.context().close()));
});
