import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { type BeforeApplicationShutdown, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyServerFactory, FastifyServerOptions } from 'fastify';
import type { Logger } from 'pino';
import { type AccessLineWriter, accessLineWriter, requestIdOf } from '../../common/logger.js';
import { API_SECURITY_HEADERS } from '../../common/security-headers.js';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { TenantResolver } from '../../tenancy/tenant-resolver.js';
import { countryFromHeaders } from './geoip.js';
import { SETTINGS_HEADERS } from './settings.route.js';
import { SettingsService } from './settings.service.js';

const PATH = '/api/settings.php';
const FORCED_PREFIX = `${PATH}?forced_domain=`;
/** A forced_domain value with nothing to decode and no second parameter: read as Fastify's parser reads it. */
const PLAIN_VALUE = /^[A-Za-z0-9.:-]+$/;
/**
 * The answer's headers in the order Fastify sets them (app.ts's onRequest hook, the route, the reply),
 * as a flat list: a copy per answer with its request id and length filled in costs less than an object
 * spread from the shared ones.
 */
const HEAD: (string | number)[] = [
  'x-request-id',
  '',
  ...Object.entries(API_SECURITY_HEADERS).flat(),
  ...Object.entries(SETTINGS_HEADERS).flat(),
  'content-length',
  0,
];
const ID_AT = 1;
const LENGTH_AT = HEAD.length - 1;

/**
 * GET /api/settings.php opens every page view. Even as a plain Fastify route answering a cached Buffer,
 * Fastify's and Nest's per-request hook chain (Nest's adapter hooks and middie, cookies, security
 * headers, tenant resolver, request type, access log) cost ~55–60 µs of CPU per request against ~25 µs
 * for bare node:http: half its rate in bench/settings (0.50 on PostgreSQL, 0.49 on PGlite; goal 0.75;
 * with this path 0.66 and 0.56, ~30–35 µs and ~41–52 µs per request, measured on a quiet machine;
 * 0.84 and 0.87 once common/keep-tick-shape.ts took node's own ticks off a V8 slow path).
 * So the node server answers a clear cache hit itself, before Fastify: a GET of exactly this path
 * (or with one plain forced_domain), whose tenant the TenantCache holds and whose body for that tenant,
 * host and country the SettingsService has built. Everything else, misses included, goes to Fastify
 * unchanged, which answers as always and fills the caches. The answer is the one Fastify sends, from
 * the same pieces: the tenant resolver's host rules, the request id, the security and settings headers,
 * the access line.
 */
@Injectable()
export class SettingsFastPath implements OnModuleInit, BeforeApplicationShutdown {
  private open = true;
  private readonly trustProxy: boolean;
  /** Writes to Fastify's logger, the one its access lines go to. */
  private log!: AccessLineWriter;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly resolver: TenantResolver,
    private readonly settings: SettingsService,
    @Inject(ENV) env: Env,
  ) {
    this.trustProxy = env.TRUST_PROXY;
  }

  onModuleInit() {
    this.log = accessLineWriter(this.adapterHost.httpAdapter.getInstance<FastifyInstance>().log as Logger);
  }

  /** Answers a clear cache hit and returns true; returns false, having touched nothing, for Fastify. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    const start = performance.now();
    const { method, url = '', headers } = request;
    if (!this.open || method !== 'GET') return false;
    let forced: string | undefined;
    if (url !== PATH) {
      if (!url.startsWith(FORCED_PREFIX)) return false;
      forced = url.slice(FORCED_PREFIX.length);
      if (!PLAIN_VALUE.test(forced)) return false;
    }
    const hit = this.resolver.cachedTenant(headers, forced);
    if (!hit) return false;
    const country = countryFromHeaders(headers, this.trustProxy);
    const body = this.settings.cachedSettingsBody(hit.tenant, hit.host, country);
    if (!body) return false;

    const id = requestIdOf(headers);
    const head = HEAD.slice();
    head[ID_AT] = id;
    head[LENGTH_AT] = body.length;
    response.writeHead(200, head);
    response.end(body);
    this.log(id, hit.tenant.slug, method, url, 200, performance.now() - start);
    return true;
  }

  /** From here on Fastify answers every request, as it does while closing (503, connection: close). */
  beforeApplicationShutdown() {
    this.open = false;
  }
}

/**
 * Fastify's `serverFactory`: node's HTTP server as Fastify would make it, each request offered first to
 * the fast path that `fastPath()` returns once the application is ready.
 */
export function settingsFastPathServer(
  fastPath: () => SettingsFastPath | undefined,
): FastifyServerFactory<Server> {
  return (fastify, rawOptions) => {
    const server = createServer((request, response) => {
      if (!fastPath()?.answer(request, response)) fastify(request, response);
    });
    // what fastify/lib/server.js sets on the server it makes (Fastify has filled in its defaults)
    const options = rawOptions as FastifyServerOptions;
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
