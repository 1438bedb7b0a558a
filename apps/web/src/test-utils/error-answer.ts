import { ERRORS, type ErrorCode } from '@amora/contracts';

export type ErrorParams = Record<string, string | number>;

/**
 * The API's answer for an error of the contract: its status and body come from the error catalogue,
 * so a fixture cannot claim a status the API never sends (a locked account is a 429, not a 401).
 */
export function errorAnswer(code: ErrorCode, params?: ErrorParams) {
  const { status, message } = ERRORS[code];
  return {
    status,
    body: { error: { code, message, ...(params ? { params } : {}) } },
  };
}

/** The same answer as a fetch Response (for tests that run where Response exists, e.g. node). */
export function errorResponse(code: ErrorCode, params?: ErrorParams, headers: Record<string, string> = {}) {
  const { status, body } = errorAnswer(code, params);
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
