import {
  adminDomainCreateSchema,
  adminDomainDeleteSchema,
  adminDomainUpdateSchema,
  adminTenantCreateSchema,
  adminTenantImageDeleteSchema,
  adminTenantImageQuerySchema,
  adminTenantsQuerySchema,
  adminTenantUpdateSchema,
  adminThemeUpdateSchema,
  TENANT_IMAGE_FIELD,
} from '@amora/contracts';
import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Patch,
  Post,
  Query,
  Req,
  UseGuards,
} from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import { readUpload } from '../photos/multipart.js';
import { requireTenantAccess, type SignedInStaff } from '../staff/staff-access.js';
import { CurrentStaff, StaffAuthGuard, StaffRoles } from '../staff/staff-auth.guard.js';
import { TenantDomainsService } from './tenant-domains.service.js';
import { TENANT_ROLES } from './tenant-lock.js';
import { TenantThemeService } from './tenant-theme.service.js';
import { TenantsAdminService } from './tenants-admin.service.js';

/** Tenants in the console: owners list and create them all; operators edit the tenants given to them. */
@Controller('api/admin')
@UseGuards(TenantThrottlerGuard, StaffAuthGuard)
@StaffRoles(...TENANT_ROLES)
@Throttle({ default: { limit: 120, ttl: 60_000 } })
export class TenantsAdminController {
  constructor(
    private readonly tenants: TenantsAdminService,
    private readonly domains: TenantDomainsService,
    private readonly theme: TenantThemeService,
  ) {}

  @Get('tenants.php')
  @Header('cache-control', 'no-store')
  async list(@CurrentStaff() staff: SignedInStaff, @Query() query: unknown) {
    const { id } = validate(adminTenantsQuerySchema, query);
    if (id !== undefined) return { tenant: await this.tenants.one(staff, id) };
    return { tenants: await this.tenants.list(staff) };
  }

  @Post('tenants.php')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  async create(@CurrentStaff() staff: SignedInStaff, @Body() body: unknown, @Req() request: FastifyRequest) {
    return { tenant: await this.tenants.create(staff, validate(adminTenantCreateSchema, body), request.ip) };
  }

  @Patch('tenants.php')
  @Header('cache-control', 'no-store')
  async update(@CurrentStaff() staff: SignedInStaff, @Body() body: unknown, @Req() request: FastifyRequest) {
    return { tenant: await this.tenants.update(staff, validate(adminTenantUpdateSchema, body), request.ip) };
  }

  @Post('tenant-domains.php')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  async addDomain(
    @CurrentStaff() staff: SignedInStaff,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ) {
    return { domains: await this.domains.add(staff, validate(adminDomainCreateSchema, body), request.ip) };
  }

  @Patch('tenant-domains.php')
  @Header('cache-control', 'no-store')
  async primaryDomain(
    @CurrentStaff() staff: SignedInStaff,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ) {
    const { id } = validate(adminDomainUpdateSchema, body);
    return { domains: await this.domains.setPrimary(staff, id, request.ip) };
  }

  @Delete('tenant-domains.php')
  @Header('cache-control', 'no-store')
  async removeDomain(
    @CurrentStaff() staff: SignedInStaff,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ) {
    const { id } = validate(adminDomainDeleteSchema, body);
    return { domains: await this.domains.remove(staff, id, request.ip) };
  }

  @Patch('tenant-theme.php')
  @Header('cache-control', 'no-store')
  updateTheme(@CurrentStaff() staff: SignedInStaff, @Body() body: unknown, @Req() request: FastifyRequest) {
    return this.theme.updatePalette(staff, validate(adminThemeUpdateSchema, body), request.ip);
  }

  @Post('tenant-image.php')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  async uploadImage(
    @CurrentStaff() staff: SignedInStaff,
    @Query() query: unknown,
    @Req() request: FastifyRequest,
  ) {
    const { tenant_id, kind } = validate(adminTenantImageQuerySchema, query);
    requireTenantAccess(staff, tenant_id, TENANT_ROLES);
    const bytes = await readUpload(request, TENANT_IMAGE_FIELD);
    return this.theme.uploadImage(staff, tenant_id, kind, bytes, request.ip);
  }

  @Delete('tenant-image.php')
  @Header('cache-control', 'no-store')
  removeImage(@CurrentStaff() staff: SignedInStaff, @Body() body: unknown, @Req() request: FastifyRequest) {
    const { tenant_id, kind } = validate(adminTenantImageDeleteSchema, body);
    return this.theme.removeImage(staff, tenant_id, kind, request.ip);
  }
}
