import type { ErrorCode } from '@amora/contracts';

/** An error of the API, with the contract's code so the apps can show `error.<code>` translated. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly params: Record<string, unknown>;
  /**
   * True when the code is one the contract knows (and the apps translate). The app's own errors name
   * known codes; an answer's code is looked up in the contract's catalogue where the answer is read
   * (api-client.ts), so the catalogue travels with the lazily loaded contract, not in the first load.
   */
  readonly isKnown: boolean;

  constructor(
    code: string,
    status: number,
    params: Record<string, unknown> = {},
    message?: string,
    known = true,
  ) {
    super(message ?? code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.params = params;
    this.isKnown = known;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The code to translate for any error: the API's own code, else the generic one. */
export function errorCodeOf(error: unknown): ErrorCode {
  if (isApiError(error) && error.isKnown) return error.code as ErrorCode;
  return 'internal_error';
}

/** When the body carries no code: the contract's code that matches the HTTP status. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 401 || status === 403) return 'authentication_required';
  if (status === 404) return 'not_found';
  if (status === 405) return 'method_not_allowed';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'rate_limited';
  if (status >= 400 && status < 500) return 'validation_failed';
  return 'internal_error';
}
