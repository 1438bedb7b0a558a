import { expect, test } from '@playwright/test';
import { message, screenshot, url } from './helpers';
import { Mailbox, SMTP_PORT } from './mailbox';
import { signUpMember } from './new-member';

const mailbox = new Mailbox();
test.beforeAll(async () => {
  await mailbox.start(SMTP_PORT);
});
test.afterAll(() => mailbox.stop());

/** Vonk sells in euros in the Netherlands, where the simulator offers SEPA direct debit. */
const HOST = 'vonk.localhost';
const text = (id: string) => message('nl', id);

test('direct debit: the IBAN is checked, the SMS code is asked, and a wrong code counts down', async ({
  browser,
}) => {
  const { page } = await signUpMember(browser, mailbox, { host: HOST, prefix: 'incasso', gender: 'male' });
  await page.goto(url(HOST, '/credits'));
  await page.getByTestId('bundle-choose').nth(1).click();
  await page.locator('[data-testid="payment-method"][data-method="directdebit"]').click();
  await expect(page).toHaveURL(/\/directdebit\?bundle=\d+/);

  const form = page.getByTestId('directdebit-form');
  await form.getByLabel(text('directdebit.field.account_holder')).fill('Bram de Vries');
  await form.getByLabel(text('directdebit.field.iban')).fill('NL91 ABNA 0417 1643 01');
  await form.getByLabel(text('directdebit.field.street')).fill('Herengracht');
  await form.getByLabel(text('directdebit.field.house_number')).fill('182');
  await form.getByLabel(text('directdebit.field.postal_code')).fill('1016 BR');
  await form.getByLabel(text('directdebit.field.city')).fill('Amsterdam');
  await form.getByLabel(text('directdebit.field.mobile')).fill('06 12345678');
  await page.getByTestId('directdebit-submit').click();
  // a checksum that does not add up is refused before anything is sent
  await expect(form).toContainText(text('error.iban_invalid'));
  await expect(page.getByTestId('directdebit-sms')).toBeHidden();
  await screenshot(page, 'directdebit-form');

  await form.getByLabel(text('directdebit.field.iban')).fill('NL91 ABNA 0417 1643 00');
  await page.getByTestId('directdebit-submit').click();
  const sms = page.getByTestId('directdebit-sms');
  await expect(sms).toBeVisible();
  await expect(page.getByTestId('directdebit-sms-hint')).toContainText('78');

  // the code went to the phone only: a guessed one is refused, and the tries count down
  await page.getByTestId('directdebit-sms-code').fill('000000');
  await page.getByTestId('directdebit-sms-submit').click();
  await expect(sms).toContainText('Code ongeldig — nog 2 pogingen');
  await page.getByTestId('directdebit-sms-code').fill('000001');
  await page.getByTestId('directdebit-sms-submit').click();
  await expect(sms).toContainText('Code ongeldig — nog 1 poging');
  await screenshot(page, 'directdebit-sms');
});
