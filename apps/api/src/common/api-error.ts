import { ERRORS, type ErrorBody, type ErrorCode } from '@amora/contracts';
import { HttpException } from '@nestjs/common';

/** An error the client may see: a code from the contract, its status, and params for the message. */
export class ApiError extends HttpException {
  constructor(
    readonly code: ErrorCode,
    readonly params?: Record<string, unknown>,
    /** For a 429: when asking again makes sense (sent as `Retry-After`). */
    readonly retryAfterSeconds?: number,
  ) {
    super(ERRORS[code].message, ERRORS[code].status);
  }

  toBody(): ErrorBody {
    return errorBody(this.code, this.params);
  }
}

export function errorBody(code: ErrorCode, params?: Record<string, unknown>): ErrorBody {
  return { error: { code, message: filledIn(ERRORS[code].message, params), ...(params ? { params } : {}) } };
}

/** The message with its {placeholders} filled in from params (the web app translates by code instead). */
function filledIn(message: string, params: Record<string, unknown> = {}): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    params[name] === undefined ? placeholder : String(params[name]),
  );
}
