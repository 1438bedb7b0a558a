import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { type DestinationStream, type Logger, pino } from 'pino';
import type { Env } from '../config/env.js';

/** Keys whose values are credentials, wherever they appear in a logged object. */
const SECRET_KEYS = new Set([
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'password_repeat',
  'old_password',
  'passwordHash',
  'secret',
  'token',
  'tokenHash',
  'vapidPrivateKey',
]);
const CENSOR = '[redacted]';

/**
 * JSON logs; cookies, auth headers, passwords, secrets and tokens, under those keys at any depth, and
 * the secret query parameters of a URL (`redactUrl`) are never written. Keys are checked by the log
 * formatter rather than by pino's wildcard redact paths, which cost every line a clone per field.
 * Without a destination, lines go to stdout (`stdoutDestination`).
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: env.LOG_LEVEL,
      base: { service: 'amora-api' },
      formatters: { log: (object) => redactSecrets(object, 0) as Record<string, unknown> },
      // errors are not plain objects (see redactSecrets); a failed query's parameters may hold anything
      redact: { paths: ['err.parameters', 'err.driverError.parameters'], censor: CENSOR },
    },
    destination ?? stdoutDestination(),
  );
}

/**
 * Lines gathered into 4 KiB (or a second's worth) per write, written synchronously: one write per
 * line, or pino's asynchronous mode (a hop to libuv's thread pool per write), cost a busy process
 * up to a sixth of its time in bench/settings. What is left is written when the process exits.
 */
function stdoutDestination(): DestinationStream {
  const stream = pino.destination({ dest: 1, sync: true, minLength: 4096, periodicFlush: 1000 });
  process.once('exit', () => {
    try {
      stream.flushSync();
    } catch {
      // stdout already closed: nothing can be written anyway
    }
  });
  return stream;
}

/** The value with every secret key censored; copies only the objects it changes. */
function redactSecrets(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null || depth > 5) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const redacted = redactSecrets(value[i], depth + 1);
      if (redacted !== value[i]) {
        copy ??= [...value];
        copy[i] = redacted;
      }
    }
    return copy ?? value;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value; // errors, buffers, dates...
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const redacted = SECRET_KEYS.has(key) ? CENSOR : redactSecrets(item, depth + 1);
    if (redacted !== item) {
      copy ??= { ...value };
      copy[key] = redacted;
    }
  }
  return copy ?? value;
}

/** Query parameters whose values are credentials: activation, reset and e-mail change tokens, invitations, unsubscribe signatures... */
const SECRET_PARAMETER = /token|invite|code|secret|key|pass|session|sig|auth|otp|hash/i;

/** The URL with the value of every query parameter that may be a credential replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const pairs = url.slice(start + 1).split('&');
  for (let i = 0; i < pairs.length; i++) {
    const pair = pairs[i];
    const end = pair.indexOf('=');
    const name = end === -1 ? pair : pair.slice(0, end);
    if (end !== -1 && SECRET_PARAMETER.test(decodeName(name))) pairs[i] = `${name}=[redacted]`;
  }
  return `${url.slice(0, start)}?${pairs.join('&')}`;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * Fastify's request logging, one line per request: on response, with method, redacted URL, status
 * and duration; the request's logger adds reqId and tenant. Fastify's own lines (incoming request, a
 * separate line per error with the raw URL) are left out: the access line carries what they said.
 */
export class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = accessLine(request.method, request.url, reply.statusCode, reply.elapsedTime);
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  override defaultErrorLog(error: Error, _request: FastifyRequest, reply: FastifyReply) {
    if (reply.statusCode >= 500) reply.log.error({ err: error }, 'request failed');
  }

  override routeNotFound() {}

  override writeHeadError(error: Error, _request: FastifyRequest, reply: FastifyReply) {
    reply.log.warn({ err: error }, 'writing the response head failed');
  }
}

/** The fields of a request's access line (AccessLog, and the settings fast path that skips Fastify). */
export function accessLine(method: string, url: string, status: number, elapsedMs: number) {
  return { method, url: redactUrl(url), status, durationMs: Math.round(elapsedMs * 100) / 100 };
}

/** A request's id, in its access line and its x-request-id answer header: the client's or proxy's, else a new UUID. */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const id = headers['x-request-id'];
  return typeof id === 'string' && id !== '' ? id : randomUUID();
}

/** Nest's start-up wiring, one line per module and route: useful when debugging, noise otherwise. */
const WIRING_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/** Nest's own messages (bootstrap, module errors) through the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    const level = context && WIRING_CONTEXTS.has(context) ? 'debug' : 'info';
    this.logger[level]({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
