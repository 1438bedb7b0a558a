import type { CompanyInfo } from '@amora/contracts';
import { Controller, Get, Header } from '@nestjs/common';
import { normalisePhone } from '../../common/phone.js';
import { CurrentTenant, type TenantContext } from '../../tenancy/current-tenant.decorator.js';

const CACHEABLE = 'public, max-age=3600';

@Controller('api')
export class CompanyController {
  /** The company is loaded with the tenant by the tenant cache. */
  @Get('companyinfo.php')
  @Header('cache-control', CACHEABLE)
  @Header('vary', 'Host')
  get(@CurrentTenant() { tenant }: TenantContext): CompanyInfo {
    const company = tenant.company;
    return {
      name: company.name,
      address: company.address,
      kvk: company.kvk,
      city: company.city,
      country: company.country,
      tradenames: company.tradenames,
      vat_numbers: company.vatNumbers,
      support_phone: normalisePhone(company.supportPhone),
      delete_discount: company.deleteDiscount,
      added: company.added.toISOString(),
    };
  }
}
