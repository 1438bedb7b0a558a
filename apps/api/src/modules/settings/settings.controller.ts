import { Controller, Get, Header, Inject, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { CurrentTenant, type TenantContext } from '../../tenancy/current-tenant.decorator.js';
import { countryFromHeaders } from './geoip.js';
import { SettingsService } from './settings.service.js';

@Controller('api')
export class SettingsController {
  constructor(
    private readonly settings: SettingsService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** Answers a `Settings` (contract), pre-serialised: this call opens every page view. */
  @Get('settings.php')
  @Header('cache-control', 'private, no-cache')
  @Header('content-type', 'application/json; charset=utf-8')
  get(@CurrentTenant() { tenant, host }: TenantContext, @Req() request: FastifyRequest): string {
    return this.settings.settingsJson(
      tenant,
      host,
      countryFromHeaders(request.headers, this.env.TRUST_PROXY),
    );
  }
}
