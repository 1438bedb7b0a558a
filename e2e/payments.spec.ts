import { expect, type Page, test } from '@playwright/test';
import { message, screenshot, url } from './helpers';
import { Mailbox, SMTP_PORT } from './mailbox';
import { signUpMember } from './new-member';

const mailbox = new Mailbox();
test.beforeAll(async () => {
  await mailbox.start(SMTP_PORT);
});
test.afterAll(() => mailbox.stop());

/** Vonk: Dutch, prices in euros (NL), 20 credits at signup, 10 credits a message, the simulator as provider. */
const HOST = 'vonk.localhost';
const text = (id: string) => message('nl', id);
/** Well before the payment page's next poll (3 s) twice over: what arrives by then came live. */
const LIVE_MS = 5_000;
/** The time bonus's modal opens 40 s after entering the members area (spec §4). */
const MODAL_DELAY_MS = 40_000;

/** Screenshots at phone and desktop width (helpers), then back to the desktop width the test runs at. */
async function snap(page: Page, name: string) {
  await screenshot(page, `payments-${name}`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** What the screen shows at phone and desktop width (a modal over a long page): the viewport only. */
async function snapScreen(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `e2e/screenshots/payments-${name}-${width}.png` });
  }
}

/** A call of the API from the member's page (their session), answering the status. */
function post(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ path, body }) =>
      (
        await fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Request-Type': 'web' },
          body: JSON.stringify(body),
        })
      ).status,
    { path, body },
  );
}

const euro = (cents: number) => `€ ${(cents / 100).toFixed(2).replace('.', ',')}`;
/** The demo shop's bundles in their order, and their euro prices (cents). */
const BUNDLE_CREDITS = [50, 100, 250, 500, 1000];
const EURO_PRICES = [1199, 1999, 4499, 7999, 14999];
const off = (cents: number, percent: number) => Math.round((cents * (100 - percent)) / 100);

const paymentIdOf = (page: Page) => Number(/\/transactions\/(\d+)$/.exec(page.url())?.[1]);

/** From /credits: a bundle, a method, the simulator's checkout; answers the simulator page's address. */
async function checkout(page: Page, credits: number, method: string, query = ''): Promise<string> {
  await page.goto(url(HOST, `/credits${query}`));
  await page.getByTestId('bundle-choose').nth(BUNDLE_CREDITS.indexOf(credits)).click();
  await expect(page).toHaveURL(/\/credits\/\d+/);
  await page.locator(`[data-testid="payment-method"][data-method="${method}"]`).click();
  await expect(page.getByTestId('simulator-checkout')).toBeVisible();
  return page.url();
}

test('a new member sees the time bonus, uses a code, buys credits (paid, failed, pending then paid) and reorders', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const anna = await signUpMember(browser, mailbox, { host: HOST, prefix: 'anna', gender: 'female' });
  const bram = await signUpMember(browser, mailbox, { host: HOST, prefix: 'bram', gender: 'male' });
  const { page } = bram;

  // Bram spends his 20 signup credits on two messages to Anna: zero credits left
  for (const line of ['Hoi Anna!', 'Zin in koffie?']) {
    const sent = await post(page, '/api/messages.php', {
      profile_id: anna.profileId,
      text: line,
      client_id: crypto.randomUUID(),
    });
    expect(sent).toBe(200);
  }

  // the members area: the time bonus across the top, its clock ticking down from under four hours
  await page.clock.install();
  await page.goto(url(HOST, '/members'));
  const banner = page.getByTestId('time-bonus-banner');
  await expect(banner).toContainText('25% extra korting');
  const clock = page.getByTestId('time-bonus-clock');
  await expect(clock).toHaveText(/^03:5\d:\d\d$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '', { timeout: 3_000 });
  await snapScreen(page, 'time-bonus-banner');

  // with zero credits, the modal 40 s after entering the members area; not before
  const modal = page.getByTestId('time-bonus-modal');
  await page.clock.fastForward(MODAL_DELAY_MS - 10_000);
  await expect(modal).toBeHidden();
  await page.clock.fastForward(11_000);
  await expect(modal).toBeVisible();
  await expect(page.getByTestId('time-bonus-modal-percentage')).toHaveText('25% korting');
  await expect(page.getByTestId('time-bonus-modal-clock')).toHaveText(/^Eindigt over 03:5\d:\d\d$/);
  await snapScreen(page, 'time-bonus-modal');
  await modal.getByRole('button', { name: text('timeBonus.modal.close') }).click();
  await expect(modal).toBeHidden();
  const hidden = Number(await page.evaluate(() => localStorage.getItem('hide-time-bonus-modal')));
  expect(hidden).toBeGreaterThan(0);
  // closed for good: not again on the next visit
  await page.reload();
  await expect(banner).toBeVisible();
  await page.clock.fastForward(MODAL_DELAY_MS + 5_000);
  await expect(modal).toBeHidden();

  // Anna still has her 20 credits: the banner, but no modal for her
  await anna.page.clock.install();
  await anna.page.goto(url(HOST, '/members'));
  await expect(anna.page.getByTestId('time-bonus-banner')).toBeVisible();
  await anna.page.clock.fastForward(MODAL_DELAY_MS + 5_000);
  await expect(anna.page.getByTestId('time-bonus-modal')).toBeHidden();

  // /credits: the time bonus taken off every bundle, the price of a message, the best value marked
  await banner.click();
  await expect(page).toHaveURL(url(HOST, '/credits'));
  await expect(page.getByTestId('discount-banner')).toHaveAttribute('data-kind', 'time_bonus');
  await expect(page.getByTestId('discount-banner-title')).toHaveText('Tijdbonus: 25% korting');
  await expect(page.getByTestId('discount-banner-clock')).toHaveText(/^Eindigt over 03:5\d:\d\d$/);
  await expect(page.getByTestId('bundle-credits')).toHaveText(['50', '100', '250', '500', '1.000']);
  await expect(page.getByTestId('bundle-price')).toHaveText(EURO_PRICES.map((cents) => euro(off(cents, 25))));
  await expect(page.getByTestId('bundle-list-price').first()).toContainText(euro(1199));
  await expect(page.getByTestId('bundle-list-price').first()).toContainText('25% korting');
  // 500 credits at € 59,99: 10 credits a message cost € 1,20
  await expect(page.getByTestId('bundle-message-price').nth(3)).toHaveText('€ 1,20 per bericht');
  await expect(page.getByTestId('bundle-best-value')).toHaveCount(1);
  await expect(page.getByTestId('bundle-card').nth(3).getByTestId('bundle-best-value')).toHaveText(
    text('credits.bundle.bestValue'),
  );
  await expect(page.getByTestId('credits-balance')).toHaveText('Je hebt 0 credits');

  // a code: a wrong one is not found, SPRING20 takes 20 % off instead
  await page.getByTestId('discount-code-toggle').click();
  await page.getByTestId('discount-code-input').fill('GEENCODE');
  await page.getByTestId('discount-code-apply').click();
  await expect(page.getByTestId('discount-code-form')).toContainText(text('error.code_not_found'));
  await page.getByTestId('discount-code-input').fill('spring20');
  await page.getByTestId('discount-code-apply').click();
  await expect(page.getByTestId('discount-code-applied')).toContainText(
    'Code SPRING20 toegepast: 20% korting',
  );
  await expect(page).toHaveURL(url(HOST, '/credits?code=SPRING20'));
  await expect(page.getByTestId('bundle-price')).toHaveText(EURO_PRICES.map((cents) => euro(off(cents, 20))));
  await snap(page, 'credits');

  // a second tab stays in the members area, to see premium arrive there live
  const lookout = await page.context().newPage();
  await lookout.goto(url(HOST, '/likes'));
  await expect(lookout.getByTestId('nav-premium')).toBeVisible();
  await expect(lookout.getByTestId('time-bonus-banner')).toBeVisible();

  // 1. 100 credits with SPRING20 by card: the method page, the simulator, paid
  await page.getByTestId('bundle-card').nth(1).getByTestId('bundle-choose').click();
  await expect(page).toHaveURL(/\/credits\/\d+\?code=SPRING20$/);
  await expect(page.getByTestId('order-credits')).toHaveText('100 credits');
  await expect(page.getByTestId('order-price')).toHaveText(euro(off(1999, 20)));
  await expect(page.getByTestId('order-discount')).toHaveText('Code SPRING20: 20% korting');
  // the methods the simulator offers in NL, by their names in Dutch
  await expect(page.getByTestId('payment-method-name')).toHaveText([
    'iDEAL',
    'creditcard',
    'PayPal',
    'SEPA-incasso',
  ]);
  await snap(page, 'method');
  await page.locator('[data-testid="payment-method"][data-method="creditcard"]').click();
  await expect(page.getByTestId('simulator-checkout')).toBeVisible();
  // the simulator's checkout in the site's language; the amount is what the API priced
  await expect(page.getByTestId('simulator-checkout')).toContainText('Betaalsimulator');
  await expect(page.getByTestId('simulator-checkout')).toContainText(/€\s15,99/);
  await snap(page, 'simulator');
  await page.getByTestId('simulator-paid').click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  const paidId = paymentIdOf(page);
  await expect(page.getByTestId('transaction-completed')).toContainText('100 credits toegevoegd');
  await expect(page.getByTestId('transaction-balance')).toHaveText('Je saldo: 100 credits');
  await expect(page.getByTestId('nav-credits')).toBeVisible();
  await expect(page.getByTestId('nav-premium')).toBeHidden();
  await expect(page.getByTestId('receipt-total')).toHaveText(euro(off(1999, 20)));
  await expect(page.getByTestId('receipt-discount')).toHaveText(
    `Inclusief 20% korting met code SPRING20 (normale prijs ${euro(1999)})`,
  );
  await expect(page.getByTestId('receipt-method')).toHaveText('Betaald met creditcard');
  await snap(page, 'completed');
  // live in the other tab: premium (the credits link instead of "Get Premium")
  await expect(lookout.getByTestId('nav-credits')).toBeVisible({ timeout: LIVE_MS });
  await expect(lookout.getByTestId('nav-premium')).toBeHidden();
  // paid: the time bonus is over
  await expect(lookout.getByTestId('time-bonus-banner')).toBeHidden();
  await lookout.close();

  // 2. 250 credits by iDEAL, failed at the bank: the failed state, try another method
  await checkout(page, 250, 'ideal');
  await page.getByTestId('simulator-failed').click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await expect(page.getByTestId('transaction-failed')).toContainText(text('error.payment_failed'));
  await expect(page.getByTestId('transaction-order')).toHaveText(`250 credits · ${euro(4499)} · iDEAL`);
  await expect(page.getByTestId('transaction-retry')).toHaveText(text('transactions.failed.retry'));
  await snap(page, 'failed');
  await page.getByTestId('transaction-retry').click();
  // back to the same bundle's methods
  await expect(page).toHaveURL(/\/credits\/\d+$/);
  await expect(page.getByTestId('payment-method').first()).toBeVisible();

  // Bram chats his 100 credits away: the header's credit badge says 0, in red (spec §2), live
  await expect(page.getByTestId('nav-credits-badge')).toBeHidden();
  for (let n = 1; n <= 10; n++) {
    const sent = await post(page, '/api/messages.php', {
      profile_id: anna.profileId,
      text: `Bericht ${n}`,
      client_id: crypto.randomUUID(),
    });
    expect(sent).toBe(200);
  }
  const badge = page.getByTestId('nav-credits-badge');
  await expect(badge).toHaveText('0', { timeout: LIVE_MS });
  await expect(badge).toHaveAttribute('aria-label', '0 credits over');
  await expect(badge).toHaveCSS('background-color', 'rgb(198, 40, 40)');

  // 3. 50 credits by card, pending at the bank; paid meanwhile in another tab: completed here, live
  const simulator = await checkout(page, 50, 'creditcard');
  await page.getByTestId('simulator-pending').click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await expect(page.getByTestId('transaction-pending')).toContainText(text('transactions.pending.title'));
  await snap(page, 'pending');
  // the page's clock stands still from here: its 3 s polling cannot fire, only the live event can help
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
  const bank = await page.context().newPage();
  await bank.goto(simulator);
  await expect(bank.getByTestId('simulator-status')).toHaveAttribute('data-status', 'pending');
  await bank.getByTestId('simulator-paid').click();
  await expect(bank).toHaveURL(/\/transactions\/\d+$/);
  await bank.close();
  await expect(page.getByTestId('transaction-completed')).toContainText('50 credits toegevoegd', {
    timeout: LIVE_MS,
  });
  await expect(page.getByTestId('transaction-balance')).toHaveText('Je saldo: 50 credits');
  // above 10 credits the badge goes
  await expect(badge).toBeHidden();
  await page.clock.resume();

  // the list of payments, newest first, and a receipt as printed
  await page.goto(url(HOST, '/transactions'));
  await expect(page.getByTestId('transactions-status')).toHaveText(['Betaald', 'Mislukt', 'Betaald']);
  await snap(page, 'transactions');
  await page.getByTestId('transactions-row').nth(2).click();
  await expect(page).toHaveURL(url(HOST, `/transactions/${paidId}`));
  await expect(page.getByTestId('receipt')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await snap(page, 'receipt');
  await page.emulateMedia({ media: 'screen' });

  // 4. repeat order: the last bundle on the stored card in one click
  await page.goto(url(HOST, '/credits'));
  await page.getByTestId('credits-repeat-link').click();
  await expect(page).toHaveURL(url(HOST, '/credits/repeat-order'));
  await expect(page.getByTestId('repeat-order-buy')).toHaveText(`Koop opnieuw 50 credits voor ${euro(1199)}`);
  await snap(page, 'repeat-order');
  await page.getByTestId('repeat-order-buy').click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  await expect(page.getByTestId('transaction-completed')).toContainText('50 credits toegevoegd');
  await expect(page.getByTestId('transaction-balance')).toHaveText('Je saldo: 100 credits');
  await page.context().close();
  await anna.page.context().close();
});
