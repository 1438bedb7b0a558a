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
 * Lines gathered in one string and written synchronously in 16 KiB pieces (or a second's worth): one
 * write per line, or pino's asynchronous mode (a hop to libuv's thread pool per write), cost a busy
 * process up to a sixth of its time in bench/settings, and sonic-boom's own `minLength` gathering
 * measures the whole pending buffer again on every line. What is left is written when the process exits.
 */
function stdoutDestination(): DestinationStream {
  return new BatchedDestination(pino.destination({ dest: 1, sync: true }), 16 * 1024);
}

export class BatchedDestination implements DestinationStream {
  private pending = '';

  /** `out` writes at once and deals with partial writes and EAGAIN (sonic-boom, synchronous). */
  constructor(
    private readonly out: DestinationStream,
    private readonly minLength: number,
  ) {
    setInterval(() => this.flushSync(), 1000).unref();
    process.once('exit', () => {
      try {
        this.flushSync();
      } catch {
        // stdout already closed: nothing can be written anyway
      }
    });
  }

  write(line: string) {
    this.pending += line;
    if (this.pending.length >= this.minLength) this.flushSync();
  }

  /** pino's `logger.flush()`. */
  flush(done?: (error?: Error) => void) {
    this.flushSync();
    done?.();
  }

  flushSync() {
    if (this.pending === '') return;
    const chunk = this.pending;
    this.pending = '';
    this.out.write(chunk);
  }
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

/** Writes a request's access line; see `accessLineWriter`. */
export type AccessLineWriter = (
  reqId: string,
  tenant: string,
  method: string,
  url: string,
  status: number,
  elapsedMs: number,
) => void;

const ACCESS_LINE_KEYS = ['reqId', 'tenant', 'method', 'url', 'status', 'durationMs'];

/**
 * The access line of a request answered outside Fastify (the settings fast path): the bytes that
 * `logger.child({ reqId, tenant }).info(accessLine(...), 'request completed')` writes, the line Fastify's
 * path logs, built as one string and handed to the logger's destination. pino's general path (a child
 * and an object per line, the redaction pass over every key, a loop over the fields) cost that call more
 * than the rest of its answer. None of these fields is a secret key and the URL is redacted as always; a
 * logger configured beyond what this string knows (a mixin, hooks, nested keys, serializers for these
 * keys, a destination that wants metadata) gets the call itself.
 */
export function accessLineWriter(logger: Logger): AccessLineWriter {
  const general: AccessLineWriter = (reqId, tenant, method, url, status, elapsedMs) =>
    logger.child({ reqId, tenant }).info(accessLine(method, url, status, elapsedMs), 'request completed');
  const s = pino.symbols as unknown as Record<keyof typeof pino.symbols | 'msgPrefixSym', symbol>;
  const own = logger as unknown as Record<symbol, Record<string | symbol, unknown> | undefined>;
  const stream = own[s.streamSym] as (DestinationStream & Record<symbol, unknown>) | undefined;
  const stringifiers = own[s.stringifiersSym] ?? {};
  const serializers = own[s.serializersSym] ?? {};
  if (
    !stream ||
    stream[s.needsMetadataGsym] ||
    own[s.mixinSym] ||
    own[s.nestedKeySym] ||
    own[s.msgPrefixSym] ||
    own[s.hooksSym]?.streamWrite ||
    stringifiers[s.wildcardFirstSym] ||
    ACCESS_LINE_KEYS.some((key) => stringifiers[key] || serializers[key])
  ) {
    return general;
  }
  const start = own[s.lsCacheSym]?.[30] as string;
  const time = own[s.timeSym] as unknown as () => string;
  const bindings = own[s.chindingsSym] as unknown as string;
  const end = `,${JSON.stringify(own[s.messageKeySym])}:"request completed"${own[s.endSym]}`;
  return (reqId, tenant, method, url, status, elapsedMs) => {
    if (!logger.isLevelEnabled('info')) return;
    const line = accessLine(method, url, status, elapsedMs);
    stream.write(
      `${start}${time()}${bindings},"reqId":${jsonString(reqId)},"tenant":${jsonString(tenant)},"method":${jsonString(line.method)},"url":${jsonString(line.url)},"status":${line.status},"durationMs":${line.durationMs}${end}`,
    );
  };
}

/** Anything JSON might escape: quotes, backslashes, controls, beyond ASCII. */
const NEEDS_ESCAPE = /[^\x20\x21\x23-\x5b\x5d-\x7e]/;

/** `JSON.stringify(text)`, without its call into the runtime for the plain text these fields hold. */
const jsonString = (text: string) => (NEEDS_ESCAPE.test(text) ? JSON.stringify(text) : `"${text}"`);

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
