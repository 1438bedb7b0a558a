import type { Settings } from '@amora/contracts';
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

  @Get('settings.php')
  @Header('cache-control', 'private, no-cache')
  get(@CurrentTenant() { tenant, host }: TenantContext, @Req() request: FastifyRequest): Settings {
    return this.settings.settingsFor(tenant, host, countryFromHeaders(request.headers, this.env.TRUST_PROXY));
  }
}
