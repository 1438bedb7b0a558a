/** @jest-environment node */

import type { ErrorCode } from '@amora/contracts';
import { errorResponse } from '../../test-utils/error-answer';
import { createApiClient } from './api-client';
import { ApiError, errorCodeOf } from './api-error';
import { MAX_DELAY_MS, MAX_RETRIES, parseRetryAfter, retryDelay, retryWait } from './retry-policy';

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
/** An answer of a gateway or crashed server: a status, no code of the contract. */
const bare = (status: number) => new Response('<html>bad gateway</html>', { status });
const error = (code: ErrorCode, headers: Record<string, string> = {}) =>
  errorResponse(code, undefined, headers);

const NOW = Date.parse('2026-03-01T12:00:00Z');

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
    now: () => NOW,
    sleep: async (ms) => {
      delays.push(ms);
    },
  });
  return { client, fetch, delays };
}

describe('api client', () => {
  it("knows an answer's code from the contract's catalogue", async () => {
    const { client } = clientWith(
      error('not_found'),
      json(400, { error: { code: 'code_of_a_newer_api', message: 'New' } }),
    );
    await expect(client.get('companyInfo')).rejects.toMatchObject({ code: 'not_found', isKnown: true });
    await expect(client.get('companyInfo')).rejects.toMatchObject({
      code: 'code_of_a_newer_api',
      isKnown: false,
    });
  });

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
    const { client, fetch } = clientWith(bare(500));
    await client.get('settings', { ref: 'ad1' }).catch(() => {});
    expect(fetch.mock.calls[0][0]).toBe('/api/settings.php?ref=ad1&forced_domain=vonk.localhost');
  });

  it('refuses an answer that does not match the contract', async () => {
    const { client } = clientWith(json(200, { name: 42 }));
    await expect(client.get('companyInfo')).rejects.toMatchObject({ code: 'internal_error' });
  });

  it('retries a GET on 5xx, network errors and a rate limit that says when to come back', async () => {
    const { client, fetch, delays } = clientWith(
      bare(503),
      new TypeError('Failed to fetch'),
      error('rate_limited', { 'Retry-After': '1' }),
      error('internal_error'),
      json(200, company),
    );
    await expect(client.get('companyInfo')).resolves.toEqual(company);
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(delays).toEqual([250, 500, 1000, 2000]);
  });

  it('retries a GET 503', async () => {
    const { client, fetch, delays } = clientWith(bare(503), json(200, company));
    await expect(client.get('companyInfo')).resolves.toEqual(company);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(delays).toEqual([250]);
  });

  it('retries a PUT after a network error', async () => {
    const { client, fetch } = clientWith(new TypeError('Failed to fetch'), json(200, { ok: true }));
    await expect(
      client.request('changePassword', { body: { old_password: 'a', password: 'b' } }),
    ).resolves.toEqual({ ok: true });
    expect(fetch.mock.calls.map(([, init]) => init?.method)).toEqual(['PUT', 'PUT']);
  });

  it('retries a DELETE on a server error', async () => {
    const { client, fetch } = clientWith(error('internal_error'), json(200, { ok: true }));
    await client.request('unblock', { body: { profile_id: 31 } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after 5 retries with the contract code', async () => {
    const answers = Array.from({ length: MAX_RETRIES + 2 }, () => error('internal_error'));
    const { client, fetch, delays } = clientWith(...answers);
    const failed = await client.get('companyInfo').catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ code: 'internal_error', status: 500 });
    expect(fetch).toHaveBeenCalledTimes(1 + MAX_RETRIES);
    expect(delays).toEqual([250, 500, 1000, 2000, 4000]);
  });

  it('gives up on a network error after 5 retries with the generic code', async () => {
    const answers = Array.from({ length: MAX_RETRIES + 2 }, () => new TypeError('Failed to fetch'));
    const { client, fetch } = clientWith(...answers);
    await expect(client.get('companyInfo')).rejects.toMatchObject({ code: 'internal_error', status: 0 });
    expect(fetch).toHaveBeenCalledTimes(1 + MAX_RETRIES);
  });

  it('fetches a locked login exactly once and shows the lock', async () => {
    const { client, fetch, delays } = clientWith(
      errorResponse('account_locked', { minutes: 15 }, { 'Retry-After': '900' }),
      json(200, { ok: true }),
    );
    const failed = client.request('login', { body: { email: 'anna@example.com', password: 'secret' } });
    await expect(failed).rejects.toMatchObject({
      code: 'account_locked',
      status: 429,
      params: { minutes: 15 },
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(delays).toEqual([]);
  });

  it.each<[string, ErrorCode, 'requestPasswordReset' | 'resendActivation' | 'updateUser']>([
    ['too many reset mails', 'too_many_reset_emails', 'requestPasswordReset'],
    ['too many activation mails', 'too_many_mails', 'resendActivation'],
    ['a locked account, even on a PUT with Retry-After', 'account_locked', 'updateUser'],
  ])('shows %s at once', async (_case, code, route) => {
    const { client, fetch } = clientWith(error(code, { 'Retry-After': '1' }), json(200, { ok: true }));
    await expect(client.request(route, { body: {} })).rejects.toMatchObject({ code });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never sends a POST twice: not after a 500, nor after a network error', async () => {
    const body = { email: 'anna@example.com', password: 'secret' };
    const server = clientWith(error('internal_error'), json(200, { ok: true }));
    await expect(server.client.request('login', { body })).rejects.toMatchObject({
      code: 'internal_error',
      status: 500,
    });
    expect(server.fetch).toHaveBeenCalledTimes(1);

    const network = clientWith(new TypeError('Failed to fetch'), json(200, { ok: true }));
    await expect(network.client.request('login', { body })).rejects.toMatchObject({
      code: 'internal_error',
      status: 0,
    });
    expect(network.fetch).toHaveBeenCalledTimes(1);
  });

  // The API's answer to a rolled-back transaction (a deadlock), written out rather than taken from the
  // catalogue, so that a contract without server_busy fails the assertions, not the fixture.
  const serverBusy = () =>
    json(
      503,
      {
        error: { code: 'server_busy', message: 'The server was busy with another change, please try again' },
      },
      { 'Retry-After': '1' },
    );

  it('shows a POST answered 503 server_busy at once as the contract’s code, not as the generic error', async () => {
    const { client, fetch } = clientWith(serverBusy(), json(200, { ok: true }));
    const body = { email: 'anna@example.com', password: 'secret' };
    const failure = await client.request('login', { body }).catch((caught: unknown) => caught);
    expect(failure).toMatchObject({ code: 'server_busy', status: 503, isKnown: true });
    // the member reads error.server_busy ("try again"), not internal_error's "try again later"
    expect(errorCodeOf(failure)).toBe('server_busy');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  // a guard: retry-policy.ts repeats idempotent requests after any 5xx, server_busy's included
  it('sends a GET or a PUT again after a 503 server_busy once its Retry-After has passed', async () => {
    const get = clientWith(serverBusy(), json(200, company));
    await expect(get.client.get('companyInfo')).resolves.toEqual(company);
    expect(get.fetch).toHaveBeenCalledTimes(2);
    expect(get.delays).toEqual([1000]);

    const put = clientWith(serverBusy(), json(200, { ok: true }));
    await put.client.request('changePassword', { body: { old_password: 'a', password: 'b' } });
    expect(put.fetch).toHaveBeenCalledTimes(2);
    expect(put.delays).toEqual([1000]);
  });

  it('does not retry a 429 rate_limited without Retry-After', async () => {
    const { client, fetch } = clientWith(error('rate_limited'), json(200, company));
    await expect(client.get('companyInfo')).rejects.toMatchObject({ code: 'rate_limited', status: 429 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('waits as long as Retry-After says on a 429 rate_limited, then retries', async () => {
    const { client, fetch, delays } = clientWith(
      error('rate_limited', { 'Retry-After': '2' }),
      json(200, company),
    );
    await expect(client.get('companyInfo')).resolves.toEqual(company);
    expect(delays).toEqual([2000]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reads Retry-After as an HTTP date', async () => {
    const inThreeSeconds = new Date(NOW + 3000).toUTCString();
    const { client, delays } = clientWith(
      error('rate_limited', { 'Retry-After': inThreeSeconds }),
      json(200, company),
    );
    await expect(client.get('companyInfo')).resolves.toEqual(company);
    expect(delays).toEqual([3000]);
  });

  it('shows the error when Retry-After asks for a longer wait than the longest delay', async () => {
    const seconds = String(MAX_DELAY_MS / 1000 + 1);
    const { client, fetch } = clientWith(
      error('rate_limited', { 'Retry-After': seconds }),
      json(200, company),
    );
    await expect(client.get('companyInfo')).rejects.toMatchObject({ code: 'rate_limited' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry other 4xx answers', async () => {
    const { client, fetch } = clientWith(error('unknown_domain'));
    await expect(client.get('settings')).rejects.toMatchObject({ code: 'unknown_domain', status: 404 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('calls the authentication hook on 403 authentication_required and does not retry', async () => {
    const { client, fetch } = clientWith(error('authentication_required'));
    const hook = jest.fn();
    client.onAuthenticationRequired(hook);
    await expect(client.get('companyInfo')).rejects.toMatchObject({ code: 'authentication_required' });
    expect(hook).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('leaves the hook alone on other 403 answers and after unsubscribing', async () => {
    const { client } = clientWith(error('directdebit_account_blocked'), error('authentication_required'));
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
    const answers = [bare(502), json(200, company)];
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

describe('the contract chunk', () => {
  afterEach(() => {
    jest.dontMock('./contract');
    jest.resetModules();
  });

  /** A fresh api-client module whose contract.ts counts its loads and fails the first `failures`. */
  function freshClient(failures = 0) {
    const loads = { count: 0 };
    jest.resetModules();
    jest.doMock('./contract', () => {
      loads.count += 1;
      if (loads.count <= failures) throw new Error('Failed to fetch dynamically imported module');
      return jest.requireActual('./contract');
    });
    const fresh: typeof import('./api-client') = require('./api-client');
    const client = fresh.createApiClient({ fetch: async () => json(200, company), sleep: async () => {} });
    return { client, loads };
  }

  it('is loaded on the first request, not with the client, and only once', async () => {
    const { client, loads } = freshClient();
    expect(loads.count).toBe(0);
    await Promise.all([client.get('companyInfo'), client.get('companyInfo')]);
    await expect(client.get('companyInfo')).resolves.toEqual(company);
    expect(loads.count).toBe(1);
  });

  it('fails a request like a network error when it cannot be fetched, and is tried again', async () => {
    const { client, loads } = freshClient(1);
    await expect(client.get('companyInfo')).rejects.toMatchObject({ code: 'internal_error', status: 0 });
    await expect(client.get('companyInfo')).resolves.toEqual(company);
    expect(loads.count).toBe(2);
  });
});

describe('retryDelay', () => {
  it('doubles from 250 ms and is capped', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => retryDelay(n))).toEqual([250, 500, 1000, 2000, 4000, 8000, 8000]);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it.each([
    [null, null],
    ['', null],
    ['soon', null],
    ['-1', null],
    ['1.5', null],
    ['0', 0],
    ['2', 2000],
    [' 120 ', 120_000],
    ['Sun, 01 Mar 2026 12:00:05 GMT', 5000],
    ['Sun, 01 Mar 2026 11:59:00 GMT', 0],
  ])('%p is %p ms', (header, ms) => {
    expect(parseRetryAfter(header, now)).toBe(ms);
  });
});

describe('retryWait', () => {
  const answer = (status: number, code: string, retryAfterMs: number | null = null) =>
    ({ kind: 'answer', status, code, retryAfterMs }) as const;

  it.each(['GET', 'HEAD', 'PUT', 'DELETE'])('repeats an idempotent %s', (method) => {
    expect(retryWait(method, { kind: 'network' }, 0)).toBe(250);
  });

  it.each(['POST', 'PATCH'])('never repeats a %s', (method) => {
    expect(retryWait(method, { kind: 'network' }, 0)).toBeNull();
    expect(retryWait(method, answer(503, 'internal_error'), 0)).toBeNull();
    expect(retryWait(method, answer(429, 'rate_limited', 1000), 0)).toBeNull();
  });

  it('stops after the last retry', () => {
    expect(retryWait('GET', { kind: 'network' }, MAX_RETRIES - 1)).toBe(4000);
    expect(retryWait('GET', { kind: 'network' }, MAX_RETRIES)).toBeNull();
  });

  it('waits for a server that names its time, unless it is longer than the longest delay', () => {
    expect(retryWait('GET', answer(503, 'internal_error', 3000), 0)).toBe(3000);
    expect(retryWait('GET', answer(503, 'internal_error', MAX_DELAY_MS + 1), 0)).toBeNull();
    expect(retryWait('GET', answer(429, 'rate_limited', 100), 3)).toBe(2000);
  });

  it.each(['account_locked', 'too_many_reset_emails', 'too_many_mails'])(
    'treats a 429 %s as final',
    (code) => {
      expect(retryWait('GET', answer(429, code, 1000), 0)).toBeNull();
    },
  );
});
