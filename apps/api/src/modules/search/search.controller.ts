import { type SearchAnswer, type SearchQuery, searchQuerySchema } from '@amora/contracts';
import { Controller, Get, Header, Query, Req, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../common/api-error.js';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import { CurrentTenant, type TenantContext } from '../../tenancy/current-tenant.decorator.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { SessionService } from '../accounts/session.service.js';
import { SearchService } from './search.service.js';

/** spec §6: a visitor searches where logged_out_search allows, or with a traffic source where that allows. */
export function visitorMaySearch(tenant: Tenant, query: Pick<SearchQuery, 'network' | 'ref'>): boolean {
  if (tenant.loggedOutSearch) return true;
  return tenant.loggedOutSearchTrafficsource && Boolean(query.network || query.ref);
}

@Controller('api')
export class SearchController {
  constructor(
    private readonly sessions: SessionService,
    private readonly searches: SearchService,
  ) {}

  /** Infinite scroll asks page after page: generous, but a scraper walking the pool is slowed down. */
  @Get('search.php')
  @Header('cache-control', 'no-store')
  @UseGuards(TenantThrottlerGuard)
  @Throttle({ default: { limit: 300, ttl: 60_000 } })
  async search(
    @CurrentTenant() { tenant }: TenantContext,
    @Req() request: FastifyRequest,
    @Query() raw: unknown,
  ): Promise<SearchAnswer> {
    const query = validate(searchQuerySchema, raw);
    const session = await this.sessions.current(tenant, request);
    const member = session && session.member.status !== 'deleted' ? session.member : null;
    if (!member && !visitorMaySearch(tenant, query)) throw new ApiError('search_requires_login');
    return this.searches.search(tenant, member, query);
  }
}
