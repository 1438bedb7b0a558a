import { errorBodySchema } from '@amora/contracts';
import type { z } from 'zod';

/**
 * A failed call, reduced to what the console may show: a code from the contract (translated as
 * `error.<code>`) and its params. Anything else (an HTML error page, a network failure, an answer of
 * the wrong shape) becomes a code too, so a raw error never reaches the screen.
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly params: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

export function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError('internal_error', 0);
}

type ErrorListener = (error: ApiError) => void;
const errorListeners = new Set<ErrorListener>();

/**
 * Hears every failed call of the console, e.g. the session that ended meanwhile (an owner changed
 * the staff member's roles): the shell then sends them to the sign-in instead of a page of errors.
 */
export function onApiError(listener: ErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

function failed(error: ApiError): ApiError {
  for (const listener of errorListeners) listener(error);
  return error;
}

// Mutating calls carry this header (DESIGN.md decision 4); `admin` says the call comes from the console.
const REQUEST_TYPE = 'admin';

/** What a call sends: JSON, a multipart form (uploads), or nothing. */
export interface RequestBody {
  json?: unknown;
  form?: FormData;
}

/**
 * One call of the console. `api` covers GET, POST and PATCH with JSON; `send` is this for the rest (a
 * DELETE with a body, an upload).
 */
export async function send<S extends z.ZodType>(
  method: string,
  path: string,
  schema: S,
  body: RequestBody = {},
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'X-Request-Type': REQUEST_TYPE,
        ...(body.json === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body.form ?? (body.json === undefined ? undefined : JSON.stringify(body.json)),
    });
  } catch {
    throw new ApiError('network_error', 0);
  }

  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(payload);
    if (parsed.success)
      throw failed(new ApiError(parsed.data.error.code, response.status, parsed.data.error.params));
    throw new ApiError('internal_error', response.status);
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError('internal_error', response.status);
  return parsed.data;
}

/** `path?a=1&b=x`, leaving out the parameters that are undefined or empty. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S) => send('GET', path, schema),
  post: <S extends z.ZodType>(path: string, body: unknown, schema: S) =>
    send('POST', path, schema, { json: body }),
  patch: <S extends z.ZodType>(path: string, body: unknown, schema: S) =>
    send('PATCH', path, schema, { json: body }),
};

/** An error's params as react-intl values (strings and numbers only). */
export function errorValues(error: ApiError): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error.params)) {
    if (typeof value === 'string' || typeof value === 'number') values[key] = value;
  }
  return values;
}
