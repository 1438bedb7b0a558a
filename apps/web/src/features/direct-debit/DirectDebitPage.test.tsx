import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorAnswer } from '../../test-utils/error-answer';
import { installFetch, renderApp } from '../../test-utils/render-app';
import { bundlesAnswer, freeMember, standardBundles } from '../credits/credits-test-fixtures';
import { bodiesOf, english, resetBrowserState } from '../members/members-test-fixtures';
import { formatIban, ibanProblem, isMobile } from './iban';

beforeEach(resetBrowserState);

const VALID = {
  account_holder: 'Anna de Vries',
  iban: 'nl91abna0417164300',
  street: 'Keizersgracht',
  house_number: '12a',
  postal_code: '1015 CS',
  city: 'Amsterdam',
  mobile: '+31 6 12345678',
};

const input = (key: string) => screen.getByTestId(`directdebit-${key}`) as HTMLInputElement;

function fill(values: Partial<typeof VALID> = VALID) {
  for (const [key, value] of Object.entries(values)) fireEvent.change(input(key), { target: { value } });
}

function setUp(routes = {}) {
  return installFetch({
    ...freeMember,
    'GET /api/bundles.php': { body: bundlesAnswer(standardBundles()) },
    'POST /api/directdebit.php': { body: { request_id: 31, mobile_hint: '******5678' } },
    ...routes,
  });
}

describe('iban helpers', () => {
  it('formats, checks the IBAN and its SEPA country, and checks mobile numbers', () => {
    expect(formatIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(ibanProblem('NL91 ABNA 0417 1643 00')).toBeNull();
    expect(ibanProblem('NL91 ABNA 0417 1643 01')).toBe('iban_invalid');
    // Brazil: a valid IBAN, outside SEPA
    expect(ibanProblem('BR1800360305000010009795493C1')).toBe('iban_country_unsupported');
    expect(isMobile('+31 6 12345678')).toBe(true);
    expect(isMobile('12345')).toBe(false);
    expect(isMobile('06-abc')).toBe(false);
  });
});

describe('direct debit page', () => {
  it('without a bundle links to /credits', async () => {
    setUp();
    renderApp('/directdebit', english);
    const empty = await screen.findByTestId('directdebit-no-bundle');
    expect(within(empty).getByRole('link', { name: 'To the credits' }).getAttribute('href')).toBe('/credits');
  });

  it('validates the fields, formats the IBAN as typed, and sends nothing while invalid', async () => {
    const fetch = setUp();
    renderApp('/directdebit?bundle=2', english);
    expect((await screen.findByTestId('order-summary')).textContent).toContain('100');
    fireEvent.click(screen.getByTestId('directdebit-submit'));
    expect(await screen.findAllByText('Please fill in this field')).toHaveLength(7);
    fill({ iban: 'nl91abna0417164301' });
    expect(input('iban').value).toBe('NL91 ABNA 0417 1643 01');
    expect(document.getElementById(`${input('iban').id}-error`)?.textContent).toBe('This IBAN is not valid');
    fill({ ...VALID, mobile: '123' });
    fireEvent.click(screen.getByTestId('directdebit-submit'));
    expect(await screen.findByText('This mobile number is not valid')).toBeTruthy();
    expect(screen.queryByText('This IBAN is not valid')).toBeNull();
    expect(bodiesOf(fetch, 'POST', '/api/directdebit.php')).toHaveLength(0);
  });

  it('sends the details, then takes the SMS code and goes to the payment', async () => {
    const fetch = setUp({ 'POST /api/directdebit-code.php': { body: { payment_id: 77, status: 'open' } } });
    const { router } = renderApp('/directdebit?bundle=2&code=welcome25', english);
    await screen.findByTestId('order-summary');
    fill();
    fireEvent.click(screen.getByTestId('directdebit-submit'));
    expect((await screen.findByTestId('directdebit-sms-hint')).textContent).toContain('******5678');
    expect(bodiesOf(fetch, 'POST', '/api/directdebit.php')).toEqual([
      { bundle_id: 2, code: 'WELCOME25', ...VALID, iban: 'NL91ABNA0417164300' },
    ]);
    const code = screen.getByTestId('directdebit-sms-code') as HTMLInputElement;
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(code, { target: { value: '12a34567' } });
    expect(code.value).toBe('123456');
    fireEvent.click(screen.getByTestId('directdebit-sms-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions/77'));
    expect(bodiesOf(fetch, 'POST', '/api/directdebit-code.php')).toEqual([
      { request_id: 31, sms_code: '123456' },
    ]);
  });

  it('says how many tries are left for a wrong code, and offers to start again when the request is gone', async () => {
    let answer = errorAnswer('directdebit_code_invalid', { tries_left: 2 });
    setUp({ 'POST /api/directdebit-code.php': () => answer });
    renderApp('/directdebit?bundle=2', english);
    await screen.findByTestId('order-summary');
    fill();
    fireEvent.click(screen.getByTestId('directdebit-submit'));
    const code = await screen.findByTestId('directdebit-sms-code');
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('directdebit-sms-submit'));
    expect(await screen.findByText('Code invalid — 2 tries left')).toBeTruthy();

    answer = errorAnswer('directdebit_request_not_found');
    fireEvent.click(screen.getByTestId('directdebit-sms-submit'));
    expect((await screen.findByTestId('directdebit-sms-error')).textContent).toBe(
      'This request has expired, please start again',
    );
    fireEvent.click(screen.getByTestId('directdebit-restart'));
    expect(await screen.findByTestId('directdebit-form')).toBeTruthy();
  });

  it.each([
    ['directdebit_account_blocked', 'Direct debit: account blocked'],
    ['directdebit_limit_reached', 'Direct debit: limit reached'],
  ] as const)('shows %s', async (errorCode, message) => {
    setUp({ 'POST /api/directdebit.php': errorAnswer(errorCode) });
    renderApp('/directdebit?bundle=2', english);
    await screen.findByTestId('order-summary');
    fill();
    fireEvent.click(screen.getByTestId('directdebit-submit'));
    expect((await screen.findByTestId('directdebit-error')).textContent).toBe(message);
  });

  it.each([
    ['iban_invalid', 'iban'],
    ['iban_country_unsupported', 'iban'],
    ['mobile_invalid', 'mobile'],
  ] as const)("shows the API's %s under its field", async (errorCode, field) => {
    setUp({ 'POST /api/directdebit.php': errorAnswer(errorCode) });
    renderApp('/directdebit?bundle=2', english);
    await screen.findByTestId('order-summary');
    fill();
    fireEvent.click(screen.getByTestId('directdebit-submit'));
    await waitFor(() => expect(input(field).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByTestId('directdebit-error')).toBeNull();
  });
});
