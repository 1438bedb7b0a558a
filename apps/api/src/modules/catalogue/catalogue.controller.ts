import type { Interests, Regions } from '@amora/contracts';
import { Controller, Get, Header } from '@nestjs/common';
import { CurrentTenant, type TenantContext } from '../../tenancy/current-tenant.decorator.js';
import { CatalogueService } from './catalogue.service.js';

const CACHEABLE = 'public, max-age=3600';

@Controller('api')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('interests.php')
  @Header('cache-control', CACHEABLE)
  interests(@CurrentTenant() _tenant: TenantContext): Promise<Interests> {
    return this.catalogue.interests();
  }

  @Get('regions.php')
  @Header('cache-control', CACHEABLE)
  @Header('vary', 'Host')
  regions(@CurrentTenant() { tenant }: TenantContext): Regions {
    return this.catalogue.regions(tenant.countries);
  }
}
