import { ERRORS, type ErrorCode } from '@amora/contracts';

/** A stand-in for fetch's Response: jsdom has none, and the client reads only these fields. */
export function jsonResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

/**
 * The API's answer for an error of the contract: status and message from the error catalogue, so a
 * test cannot claim a status the API never sends.
 */
export function errorAnswer(code: ErrorCode, params?: Record<string, string | number>): Response {
  const { status, message } = ERRORS[code];
  return jsonResponse(status, { error: { code, message, ...(params ? { params } : {}) } });
}

export function mockFetch(): jest.Mock<Promise<Response>, Parameters<typeof fetch>> {
  const mock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}
