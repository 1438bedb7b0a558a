import { ERRORS, type ErrorBody, type ErrorCode, methodsForPath } from '@amora/contracts';
import { HttpException } from '@nestjs/common';
import { ApiError, errorBody } from './api-error.js';

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
  /** True for failures the client did not cause: those are logged with their stack. */
  unexpected: boolean;
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_json',
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'validation_failed',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** What a 429 says when nothing more precise is known: come back in a minute. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * PostgreSQL's deadlock_detected and serialization_failure: the transaction lost a race with another
 * and was rolled back whole, so the same request sent again can succeed.
 */
const RETRYABLE_SQLSTATES = new Set(['40P01', '40001']);
/** The other transaction has usually finished by then. */
export const CONFLICT_RETRY_AFTER_SECONDS = 1;

function fromCode(code: ErrorCode, params?: Record<string, unknown>, retryAfter?: number): ErrorResponse {
  const status = ERRORS[code].status;
  const headers: Record<string, string> =
    status === 429 ? { 'retry-after': String(Math.ceil(retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS)) } : {};
  if (status === 503 && retryAfter !== undefined) headers['retry-after'] = String(Math.ceil(retryAfter));
  return { status, body: errorBody(code, params), headers, unexpected: false };
}

/** TypeORM's QueryFailedError carries the driver's SQLSTATE as `code`, and the driver's error beside it. */
function isRetryableConflict(error: unknown): boolean {
  const failed = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const sqlState = failed?.driverError?.code ?? failed?.code;
  return typeof sqlState === 'string' && RETRYABLE_SQLSTATES.has(sqlState);
}

/** Maps anything thrown while serving a request to the contract's error answer. Never leaks a stack. */
export function toErrorResponse(error: unknown, method: string, path: string): ErrorResponse {
  if (error instanceof ApiError) return fromCode(error.code, error.params, error.retryAfterSeconds);
  // still logged: a deadlock is a lock order to fix
  if (isRetryableConflict(error)) {
    return { ...fromCode('server_busy', undefined, CONFLICT_RETRY_AFTER_SECONDS), unexpected: true };
  }

  const status =
    error instanceof HttpException ? error.getStatus() : (error as { statusCode?: number })?.statusCode;
  // Nest wraps Fastify's own errors (body parsing, limits) in an HttpException with the original as cause
  const original = error instanceof HttpException && error.cause ? error.cause : error;
  const fastifyCode = (original as { code?: string })?.code;
  if (fastifyCode && FASTIFY_CODES[fastifyCode]) return fromCode(FASTIFY_CODES[fastifyCode]);
  if (status === 400 && original instanceof SyntaxError) return fromCode('invalid_json');

  if (status === 404) {
    const allowed = methodsForPath(path);
    if (allowed.length > 0 && !allowed.includes(method as never)) {
      return { ...fromCode('method_not_allowed'), headers: { allow: allowed.join(', ') } };
    }
    return fromCode('not_found');
  }
  if (status && STATUS_CODES[status]) return fromCode(STATUS_CODES[status]);
  if (status && status >= 400 && status < 500) return { ...fromCode('validation_failed'), status };
  return { ...fromCode('internal_error'), unexpected: true };
}
