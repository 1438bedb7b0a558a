import type { IncomingHttpHeaders } from 'node:http';
import { normaliseHost } from '@amora/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { errorBody } from '../common/api-error.js';
import { ENV } from '../config/config.module.js';
import type { Env } from '../config/env.js';
import type { Tenant } from './tenant.entity.js';
import { TenantCache } from './tenant-cache.service.js';

/** Answered alike on every host, known or not. */
const UNTENANTED_PATHS = new Set(['/healthz', '/readyz', '/api/openapi.json']);

const UNKNOWN_DOMAIN_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unknown domain</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;margin:15vh auto;max-width:32rem;padding:0 1rem;color:#1c1326">
<h1>This domain is not served here</h1><p>Error code: <code>unknown_domain</code></p></body></html>`;

/**
 * Resolves the tenant once per request (DESIGN.md decision 2): the `forced_domain` query parameter,
 * else the Host header (X-Forwarded-Host only with TRUST_PROXY, which Fastify's `request.host` honours).
 * The admin host serves the admin app and never a tenant.
 */
@Injectable()
export class TenantResolver {
  private readonly adminHost: string;
  private readonly trustProxy: boolean;

  constructor(
    private readonly cache: TenantCache,
    @Inject(ENV) env: Env,
  ) {
    this.adminHost = env.ADMIN_HOST.toLowerCase();
    this.trustProxy = env.TRUST_PROXY;
  }

  /**
   * The tenant and host `onRequest` would attach to a request with these headers and this (single)
   * forced_domain, when the cache holds it already; undefined for anything else (not cached yet, unknown,
   * invalid or admin host), which `onRequest` decides. For the settings fast path.
   */
  cachedTenant(headers: IncomingHttpHeaders, forced: string | undefined) {
    const raw = forced ?? requestHost(headers, this.trustProxy);
    const host = raw === undefined ? null : hostOf(raw);
    if (!host || host === this.adminHost) return undefined;
    const tenant = this.cache.peek(host);
    return tenant ? { tenant, host } : undefined;
  }

  /** Fastify onRequest hook (callback style: a cached tenant costs no promise). */
  readonly onRequest = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const path = request.url.split('?', 1)[0];
    if (UNTENANTED_PATHS.has(path)) return done();

    const forced = (request.query as Record<string, unknown> | undefined)?.forced_domain;
    const host = hostOf(typeof forced === 'string' ? forced : forced === undefined ? request.host : '');
    if (!host) {
      const code = forced === undefined ? 'unknown_domain' : 'invalid_domain';
      return reply.status(code === 'invalid_domain' ? 400 : 404).send(errorBody(code));
    }
    if (host === this.adminHost) {
      if (forced !== undefined) return reply.status(404).send(errorBody('unknown_domain'));
      request.site = 'admin';
      return done();
    }

    const cached = this.cache.peek(host);
    if (cached !== undefined) return this.attach(request, reply, host, cached, path, done);
    this.cache.resolve(host).then(
      (tenant) => this.attach(request, reply, host, tenant, path, done),
      (error: unknown) => {
        request.log.error({ err: error }, 'tenant lookup failed');
        reply.status(500).send(errorBody('internal_error'));
      },
    );
  };

  private attach(
    request: FastifyRequest,
    reply: FastifyReply,
    host: string,
    tenant: Tenant | null,
    path: string,
    done: () => void,
  ) {
    if (!tenant) {
      if (path.startsWith('/api/')) return reply.status(404).send(errorBody('unknown_domain'));
      return reply.status(404).type('text/html; charset=utf-8').send(UNKNOWN_DOMAIN_PAGE);
    }
    request.site = 'tenant';
    request.tenant = tenant;
    request.tenantHost = host;
    // the request's own child logger (it carries reqId): add the tenant to it rather than make another
    (request.log as Logger).setBindings({ tenant: tenant.slug });
    done();
  }
}

/** Host names repeat on every request: remember their normal form (bounded, so junk cannot grow it). */
const normalised = new Map<string, string | null>();
function hostOf(raw: string): string | null {
  let host = normalised.get(raw);
  if (host === undefined) {
    host = normaliseHost(raw);
    if (normalised.size > 10_000) normalised.clear();
    normalised.set(raw, host);
  }
  return host;
}

/**
 * Fastify's `request.host` with a boolean `trustProxy` (fastify/lib/request.js), for a request Fastify
 * has not seen: the last X-Forwarded-Host entry behind a trusted proxy, else Host. Undefined for a
 * header node would never hand over as a list.
 */
function requestHost(headers: IncomingHttpHeaders, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? headers['x-forwarded-host'] : undefined;
  if (forwarded === undefined || forwarded === '') return headers.host ?? '';
  if (typeof forwarded !== 'string') return undefined;
  return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
}
