import { errorBodySchema } from '@amora/contracts';
import type { z } from 'zod';
import { ApiError } from './api-client';

/**
 * DELETE with a body and multipart uploads, which the shared client does not make; errors become the
 * same ApiError codes.
 */
export async function send<S extends z.ZodType>(
  method: string,
  path: string,
  schema: S,
  body: { json?: unknown; form?: FormData },
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'X-Request-Type': 'admin',
        ...(body.json === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body.form ?? JSON.stringify(body.json),
    });
  } catch {
    throw new ApiError('network_error', 0);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(payload);
    if (parsed.success) throw new ApiError(parsed.data.error.code, response.status, parsed.data.error.params);
    throw new ApiError('internal_error', response.status);
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError('internal_error', response.status);
  return parsed.data;
}
