import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorResponse } from './error-response.js';

/** Every error leaves as `{ error: { code, message, params } }` (DESIGN.md decision 1). */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    sendError(error, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
  }
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  const response = toErrorResponse(error, request.method, path);
  if (response.unexpected) request.log.error({ err: error }, 'request failed');
  if (reply.sent) return;
  // the rate limiter has already said how long its window still runs: that beats our default
  if (reply.getHeader('retry-after')) delete response.headers['retry-after'];
  reply
    .status(response.status)
    .headers(response.headers)
    .header('cache-control', 'no-store')
    .send(response.body);
}
