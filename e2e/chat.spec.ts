import { type Browser, expect, type Page, test } from '@playwright/test';
import { message, url } from './helpers';
import { Mailbox, SMTP_PORT } from './mailbox';
import { signUpMember } from './new-member';

const mailbox = new Mailbox();
test.beforeAll(async () => {
  await mailbox.start(SMTP_PORT);
});
test.afterAll(() => mailbox.stop());

const HOST = 'vonk.localhost';
/** Well before the first polling round (5 s, then 60 s): what arrives sooner came live. */
const LIVE_MS = 4_000;

interface Member {
  page: Page;
  name: string;
  profileId: number;
}

/** A new, activated member (Vonk gives 20 credits; a message costs 10) in a browser of their own. */
const newMember = (browser: Browser, prefix: string, gender: 'male' | 'female'): Promise<Member> =>
  signUpMember(browser, mailbox, { host: HOST, prefix, gender, viewport: { width: 1280, height: 860 } });

async function send(page: Page, text: string) {
  await page.getByTestId('composer-text').fill(text);
  await page.getByTestId('composer-text').press('Enter');
}

async function snap(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 860 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `e2e/screenshots/chat-${name}-${width}.png` });
  }
}

const row = (page: Page, name: string) => page.getByTestId('chat-row').filter({ hasText: name });

test('two members chat live both ways, see "seen" and typing, delete, and run out of credits', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const anna = await newMember(browser, 'anna', 'female');
  const bram = await newMember(browser, 'bram', 'male');
  const nl = (id: string) => message('nl', id);

  // Bram opens a conversation from Anna's page: empty, with opening lines on offer
  await bram.page.goto(url(HOST, `/members/${anna.profileId}/chat`));
  await expect(bram.page.getByTestId('conversation-empty')).toBeVisible();
  await expect(bram.page.getByTestId('composer-cost')).toHaveText(
    /^10 credits per bericht · vanaf €\s1,50 · nog \d+ credits$/,
  );
  await bram.page.getByTestId('open-icebreakers').click();
  await expect(bram.page.getByTestId('icebreaker-option')).toHaveCount(8);
  await snap(bram.page, 'icebreakers');
  await bram.page.getByTestId('icebreaker-option').first().click();
  await expect(bram.page.getByTestId('composer-text')).toHaveValue(
    nl('chat.icebreaker.1').replace('{name}', anna.name),
  );
  await send(bram.page, 'Hoi Anna! Zin in een kop koffie deze week?');
  await expect(bram.page.getByTestId('message').last()).toHaveAttribute('data-state', 'sent');

  // Anna sees it in her list live, opens it, and Bram sees "seen" live
  await anna.page.goto(url(HOST, '/chats'));
  const fromBram = row(anna.page, bram.name);
  await expect(fromBram.getByTestId('chat-unread')).toHaveText('1', { timeout: LIVE_MS });
  await expect(fromBram.getByTestId('chat-preview')).toHaveText('Hoi Anna! Zin in een kop koffie deze week?');
  await fromBram.getByRole('link').click();
  await expect(anna.page.getByTestId('message-text')).toHaveText([
    'Hoi Anna! Zin in een kop koffie deze week?',
  ]);
  await expect(anna.page.getByTestId('chat-unread')).toHaveCount(0);
  await expect(bram.page.getByTestId('message-seen')).toHaveText(nl('chat.seen'), { timeout: LIVE_MS });

  // Anna types: Bram sees it; her answer arrives live, and his reading it shows "seen" to her
  await anna.page.getByTestId('composer-text').fill('Graag');
  await expect(bram.page.getByTestId('typing')).toBeVisible({ timeout: LIVE_MS });
  await send(anna.page, 'Graag! Donderdag na het werk?');
  await expect(bram.page.getByTestId('message-text').last()).toHaveText('Graag! Donderdag na het werk?', {
    timeout: LIVE_MS,
  });
  await expect(bram.page.getByTestId('typing')).toBeHidden();
  await expect(anna.page.getByTestId('message-seen')).toBeVisible({ timeout: LIVE_MS });
  await snap(anna.page, 'conversation');
  await anna.page.goto(url(HOST, '/chats'));
  await snap(anna.page, 'list');

  // Anna deletes the conversation: gone at once and after a reload
  await anna.page.setViewportSize({ width: 1280, height: 860 });
  await row(anna.page, bram.name).hover();
  await row(anna.page, bram.name).getByTestId('chat-delete').click();
  await snap(anna.page, 'delete');
  await anna.page.getByTestId('chat-delete-confirm').click();
  await expect(row(anna.page, bram.name)).toHaveCount(0);
  await anna.page.reload();
  await expect(anna.page.getByTestId('chat-list-empty')).toBeVisible();

  // Bram writes again (his last 10 credits): the conversation comes back to Anna, live
  await send(bram.page, 'Of liever zaterdag?');
  await expect(row(anna.page, bram.name).getByTestId('chat-unread')).toHaveText('1', { timeout: LIVE_MS });

  // out of credits: the message waits, with the offer to buy more
  await send(bram.page, 'Ik trakteer!');
  const offer = bram.page.getByTestId('chat-buy-offer');
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(nl('chat.buy.title'));
  // the way to credits leads back here
  const here = new URL(bram.page.url()).pathname;
  await expect(offer.getByTestId('chat-buy-link')).toHaveAttribute(
    'href',
    `/credits?${new URLSearchParams({ return: here })}`,
  );
  await expect(bram.page.getByTestId('message').last()).toHaveAttribute('data-state', 'failed');
  await snap(bram.page, 'no-credits');

  // and the message waits across a reload, with the offer again
  await bram.page.reload();
  await expect(bram.page.getByTestId('message-text').last()).toHaveText('Ik trakteer!');
  await expect(bram.page.getByTestId('message').last()).toHaveAttribute('data-state', 'failed');
  await expect(bram.page.getByTestId('chat-buy-offer')).toBeVisible();
});
