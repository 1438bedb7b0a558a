import { normaliseHost } from '@amora/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../common/api-error.js';
import { ENV } from '../config/config.module.js';
import type { Env } from '../config/env.js';
import { TenantCache } from './tenant-cache.service.js';

const UNTENANTED_PATHS = new Set(['/healthz', '/readyz']);

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
  constructor(
    private readonly cache: TenantCache,
    @Inject(ENV) private readonly env: Env,
  ) {}

  readonly onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (UNTENANTED_PATHS.has(path)) return;
    const isApi = path.startsWith('/api/');

    const forced = (request.query as Record<string, unknown> | undefined)?.forced_domain;
    const host = normaliseHost(
      typeof forced === 'string' ? forced : forced === undefined ? request.host : '',
    );
    if (!host) {
      const code = forced === undefined ? 'unknown_domain' : 'invalid_domain';
      return reply.status(code === 'invalid_domain' ? 400 : 404).send(errorBody(code));
    }

    if (host === this.env.ADMIN_HOST.toLowerCase()) {
      if (forced !== undefined) return reply.status(404).send(errorBody('unknown_domain'));
      request.site = 'admin';
      return;
    }

    const tenant = await this.cache.resolve(host);
    if (!tenant) {
      if (isApi) return reply.status(404).send(errorBody('unknown_domain'));
      return reply.status(404).type('text/html; charset=utf-8').send(UNKNOWN_DOMAIN_PAGE);
    }
    request.site = 'tenant';
    request.tenant = tenant;
    request.tenantHost = host;
    request.log = reply.log = request.log.child({ tenant: tenant.slug });
  };
}
