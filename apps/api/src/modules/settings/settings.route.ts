import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../common/api-error.js';
import { sendError } from '../../common/api-exception.filter.js';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { countryFromHeaders } from './geoip.js';
import { SettingsService } from './settings.service.js';

/** The answer's own headers, beside the request id and security headers every API answer has. */
export const SETTINGS_HEADERS = {
  'cache-control': 'private, no-cache',
  'content-type': 'application/json; charset=utf-8',
} as const;

/**
 * GET /api/settings.php answers a `Settings` (contract) and opens every page view, so it is the one call
 * served by a plain Fastify route rather than a Nest controller: Nest's per-request pipeline (guards,
 * pipes, interceptors, none of which this call needs) cost about a tenth of its throughput in
 * bench/settings. The tenant comes from the same resolver hook as everywhere; errors leave the same way.
 * Once an answer is cached, the same request is answered before Fastify (settings-fast-path.ts): this
 * route answers the first request per tenant, host and country, and every request the fast path declines.
 */
@Injectable()
export class SettingsRoute implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly settings: SettingsService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  onModuleInit() {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.get('/api/settings.php', (request, reply) => this.answer(request, reply));
  }

  private answer(request: FastifyRequest, reply: FastifyReply) {
    const { tenant, tenantHost } = request;
    if (!tenant || !tenantHost) return sendError(new ApiError('unknown_domain'), request, reply);
    const country = countryFromHeaders(request.headers, this.env.TRUST_PROXY);
    return reply.headers(SETTINGS_HEADERS).send(this.settings.settingsBody(tenant, tenantHost, country));
  }
}
