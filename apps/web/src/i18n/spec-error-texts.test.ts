import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERRORS, type ErrorCode } from '@amora/contracts';

/**
 * The spec's required messages, word for word (§8 error catalogue; §2 and §8 error page; the messages
 * §5 quotes). A translation may be reworded for style; these may not change without the spec.
 *
 * Punctuation: the spec writes each message as a sentence of a list, ending in a full stop; the app
 * shows them as alert and field messages without one (as every error.* text in en.json does). So the
 * expected text is the spec's sentence with its final full stop dropped, nothing else. A parenthesis
 * such as "(offer to buy)" tells the app what to do next and is not part of the message.
 */
const SPEC_SENTENCES: ReadonlyArray<[key: string, sentence: string]> = [
  // §8
  ['error.login_failed', 'Login failed, please try again.'],
  ['error.account_locked', 'Too many incorrect attempts, account blocked for {minutes} min.'],
  ['error.too_many_reset_emails', 'Too many password reset emails, try tomorrow.'],
  ['error.email_not_found', 'E-mail address not found.'],
  ['error.link_invalid', 'Link expired or invalid, request a new email.'],
  ['error.activation_failed', 'Activation failed, contact support.'],
  ['error.account_exists', 'Account exists and is active, so log in.'],
  ['error.account_pending_deletion', 'Account pending deletion, reactivate by e-mail.'],
  // "Not enough credits (offer to buy). Premium-only feature (offer to buy)."
  ['error.not_enough_credits', 'Not enough credits.'],
  ['error.premium_only', 'Premium-only feature.'],
  // "Direct debit: account blocked, limit reached, code invalid." (§5 quotes the SMS code's "Code invalid")
  ['error.directdebit_account_blocked', 'Direct debit: account blocked.'],
  ['error.directdebit_limit_reached', 'Direct debit: limit reached.'],
  ['error.directdebit_code_invalid', 'Code invalid.'],
  // "Recurring card failed (retry or use PayPal)."
  ['error.recurring_card_failed', 'Recurring card failed, retry or use PayPal.'],
  ['error.payment_failed', 'Payment failed or cancelled.'],
  ['error.internal_error', 'An error occurred, please try again later.'],
  // §2 and §8: the error page
  ['error.not_found', 'This page could not be found.'],
  ['errorPage.default', 'Error.'],
  ['errorPage.fallback', 'An error occurred while showing the error page.'],
  // §5
  ['error.invalid_email', 'Invalid email.'],
  ['error.passwords_not_same', 'The entered passwords are not the same.'],
  ['error.code_not_found', 'Code not found.'],
  ['error.code_already_used', 'Code already used.'],
];

const expectedText = (sentence: string) => sentence.replace(/\.$/, '');
const en: Record<string, string> = JSON.parse(readFileSync(join(__dirname, 'en.json'), 'utf8'));

describe('spec error texts', () => {
  it.each(SPEC_SENTENCES)('en.json %s is the spec’s “%s”', (key, sentence) => {
    expect(en[key]).toBe(expectedText(sentence));
  });

  const apiCodes = SPEC_SENTENCES.filter(([key]) => key.startsWith('error.')).map(
    ([key, sentence]) => [key.slice('error.'.length) as ErrorCode, sentence] as const,
  );

  it.each(apiCodes)('the contract sends %s with the spec’s English', (code, sentence) => {
    expect(ERRORS[code]?.message).toBe(expectedText(sentence));
  });

  it('drops only a final full stop', () => {
    expect(expectedText('Login failed, please try again.')).toBe('Login failed, please try again');
    expect(expectedText('Direct debit: limit reached')).toBe('Direct debit: limit reached');
  });
});
