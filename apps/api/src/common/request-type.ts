import { API_ROUTES, type ApiRoute } from '@amora/contracts';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ApiError } from './api-error.js';
import { sendError } from './api-exception.filter.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ROUTES: readonly ApiRoute[] = Object.values(API_ROUTES);

/** The calls that take an HTML form: RFC 8058 one-click unsubscribe and the routes marked `form`. */
export const FORM_PATHS = new Set([
  '/api/unsubscribe.php',
  ...ROUTES.filter((r) => r.form).map((r) => r.path),
]);

/**
 * Called by others than our apps: mail clients (RFC 8058), the mail provider's webhook, and the payment
 * provider (its webhook and the simulator's checkout form), whose word is never taken.
 */
const EXEMPT = new Set([
  '/api/unsubscribe.php',
  '/api/mail-events.php',
  ...ROUTES.filter((r) => r.access === 'provider').map((r) => r.path),
]);

/**
 * Mutating API calls need the X-Request-Type header (spec §7): a cross-site form cannot set it, so with
 * SameSite cookies it stops CSRF (DESIGN.md §4).
 */
export function requireRequestType(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  const path = request.url.split('?')[0];
  // an unknown route answers its own 404/405 first
  if (!request.routeOptions.url || !MUTATING.has(request.method)) return done();
  if (!path.startsWith('/api/') || EXEMPT.has(path)) return done();
  const header = request.headers['x-request-type'];
  if (typeof header === 'string' && header.length > 0 && header.length <= 32) return done();
  sendError(new ApiError('request_type_required'), request, reply);
}
