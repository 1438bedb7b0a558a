/** @jest-environment node */

import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { MAX_RETRIES, retryDelay } from './retry-policy';

const company = {
  name: 'Amora Media BV',
  address: 'Keizersgracht 1',
  kvk: '12345678',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: ['Vonk'],
  vat_numbers: ['NL123456789B01'],
  support_phone: '+31 20 123 4567',
  delete_discount: 25,
  added: '2024-01-01T00:00:00Z',
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const errorBody = (code: string) => ({ error: { code, message: code } });

function clientWith(...answers: Array<Response | Error>) {
  const fetch = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  const delays: number[] = [];
  const client = createApiClient({
    fetch,
    hostname: () => 'vonk.localhost',
    sleep: async (ms) => {
      delays.push(ms);
    },
  });
  return { client, fetch, delays };
}

describe('api client', () => {
  it('sends the request type header, same-origin credentials and validates the answer', async () => {
    const { client, fetch } = clientWith(json(200, company));
    await expect(client.get('companyInfo')).resolves.toEqual(company);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/companyinfo.php');
    expect(init?.credentials).toBe('same-origin');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers['X-Request-Type']).toBe('web');
  });

  it("sends a body as JSON with the route's method, and none without one", async () => {
    const { client, fetch } = clientWith(json(200, { ok: true }), json(200, { ok: true }));
    await client.request('unblock', { body: { profile_id: 31 } });
    const [url, init] = fetch.mock.calls[0];
    expect([url, init?.method, init?.body]).toEqual(['/api/blocks.php', 'DELETE', '{"profile_id":31}']);
    expect((init?.headers ?? {}) as Record<string, string>).toMatchObject({
      'Content-Type': 'application/json',
    });
    await client.request('acceptDeleteOffer').catch(() => {});
    const bare: RequestInit = fetch.mock.calls[1][1] ?? {};
    expect([bare.method, bare.body]).toEqual(['POST', undefined]);
    expect((bare.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('sends the host as forced_domain on settings.php', async () => {
    const { client, fetch } = clientWith(json(500, {}));
    await client.get('settings', { ref: 'ad1' }).catch(() => {});
    expect(fetch.mock.calls[0][0]).toBe('/api/settings.php?ref=ad1&forced_domain=vonk.localhost');
  });

  it('refuses an answer that does not match the contract', async () => {
    const { client } = clientWith(json(200, { name: 42 }));
    await expect(client.get('companyInfo')).rejects.toMatchObject({ code: 'internal_error' });
  });

  it('retries 5xx, 429 and network errors with exponential delays, then succeeds', async () => {
    const { client, fetch, delays } = clientWith(
      json(503, errorBody('internal_error')),
      new TypeError('Failed to fetch'),
      json(429, errorBody('rate_limited')),
      json(200, company),
    );
    await expect(client.get('companyInfo')).resolves.toEqual(company);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(delays).toEqual([250, 500, 1000]);
  });

  it('gives up after 5 retries with the contract code', async () => {
    const answers = Array.from({ length: MAX_RETRIES + 2 }, () => json(500, errorBody('internal_error')));
    const { client, fetch, delays } = clientWith(...answers);
    const error = await client.get('companyInfo').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'internal_error', status: 500 });
    expect(fetch).toHaveBeenCalledTimes(1 + MAX_RETRIES);
    expect(delays).toEqual([250, 500, 1000, 2000, 4000]);
  });

  it('does not retry other 4xx answers', async () => {
    const { client, fetch } = clientWith(json(404, errorBody('unknown_domain')));
    await expect(client.get('settings')).rejects.toMatchObject({ code: 'unknown_domain', status: 404 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('honours a longer Retry-After on 429', async () => {
    const { client, delays } = clientWith(
      json(429, errorBody('rate_limited'), { 'Retry-After': '2' }),
      json(200, company),
    );
    await client.get('companyInfo');
    expect(delays).toEqual([2000]);
  });

  it('calls the authentication hook on 403 authentication_required and does not retry', async () => {
    const { client, fetch } = clientWith(json(403, errorBody('authentication_required')));
    const hook = jest.fn();
    client.onAuthenticationRequired(hook);
    await expect(client.get('companyInfo')).rejects.toMatchObject({ code: 'authentication_required' });
    expect(hook).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('leaves the hook alone on other 403 answers and after unsubscribing', async () => {
    const { client } = clientWith(
      json(403, errorBody('directdebit_account_blocked')),
      json(403, errorBody('authentication_required')),
    );
    const hook = jest.fn();
    const unsubscribe = client.onAuthenticationRequired(hook);
    await client.get('companyInfo').catch(() => {});
    expect(hook).not.toHaveBeenCalled();
    unsubscribe();
    await client.get('companyInfo').catch(() => {});
    expect(hook).not.toHaveBeenCalled();
  });

  it('waits for real timers between retries by default', async () => {
    jest.useFakeTimers();
    const answers = [json(502, {}), json(200, company)];
    const fetch = jest.fn(async () => answers.shift() as Response);
    const client = createApiClient({ fetch });
    const pending = client.get('companyInfo');
    await jest.advanceTimersByTimeAsync(249);
    expect(fetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual(company);
    expect(fetch).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });
});

describe('retryDelay', () => {
  it('doubles from 250 ms and is capped', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => retryDelay(n))).toEqual([250, 500, 1000, 2000, 4000, 8000, 8000]);
  });
});
