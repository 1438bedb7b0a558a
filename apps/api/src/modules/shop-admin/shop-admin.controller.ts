import {
  type AdminCode,
  adminBundleCreateSchema,
  adminBundlesQuerySchema,
  adminBundleUpdateSchema,
  adminCodeCreateSchema,
  adminCodesQuerySchema,
  adminCodeUpdateSchema,
  adminCodeUsesQuerySchema,
} from '@amora/contracts';
import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Patch,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCsv } from '../../common/csv-reply.js';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import type { SignedInStaff } from '../staff/staff-access.js';
import { CurrentStaff, StaffAuthGuard, StaffRoles } from '../staff/staff-auth.guard.js';
import { SHOP_ROLES } from './admin-tenant.js';
import { BundlesAdminService } from './bundles-admin.service.js';
import { CodesAdminService } from './codes-admin.service.js';

const CSV_COLUMNS: (keyof AdminCode)[] = [
  'code',
  'kind',
  'value_percentage',
  'validity',
  'status',
  'country',
  'currency',
  'minimum_order_value',
  'payment_methods',
  'expires',
  'uses',
  'reserved',
  'created_at',
];

/** Prices and discount codes in the console: owners, and operators of the tenant named. */
@Controller('api/admin')
@UseGuards(TenantThrottlerGuard, StaffAuthGuard)
@StaffRoles(...SHOP_ROLES)
@Throttle({ default: { limit: 120, ttl: 60_000 } })
export class ShopAdminController {
  constructor(
    private readonly bundles: BundlesAdminService,
    private readonly codes: CodesAdminService,
  ) {}

  @Get('bundles.php')
  @Header('cache-control', 'no-store')
  async bundleList(@CurrentStaff() staff: SignedInStaff, @Query() query: unknown) {
    return { bundles: await this.bundles.list(staff, validate(adminBundlesQuerySchema, query).tenant_id) };
  }

  @Post('bundles.php')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  async bundleCreate(
    @CurrentStaff() staff: SignedInStaff,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ) {
    return { bundle: await this.bundles.create(staff, validate(adminBundleCreateSchema, body), request.ip) };
  }

  @Patch('bundles.php')
  @Header('cache-control', 'no-store')
  async bundleUpdate(
    @CurrentStaff() staff: SignedInStaff,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ) {
    return { bundle: await this.bundles.update(staff, validate(adminBundleUpdateSchema, body), request.ip) };
  }

  @Get('codes.php')
  @Header('cache-control', 'no-store')
  codeList(@CurrentStaff() staff: SignedInStaff, @Query() query: unknown) {
    return this.codes.list(staff, validate(adminCodesQuerySchema, query));
  }

  @Post('codes.php')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  codeCreate(@CurrentStaff() staff: SignedInStaff, @Body() body: unknown, @Req() request: FastifyRequest) {
    return this.codes.create(staff, validate(adminCodeCreateSchema, body), request.ip);
  }

  @Patch('codes.php')
  @Header('cache-control', 'no-store')
  codeUpdate(@CurrentStaff() staff: SignedInStaff, @Body() body: unknown, @Req() request: FastifyRequest) {
    return this.codes.update(staff, validate(adminCodeUpdateSchema, body), request.ip);
  }

  @Get('code-uses.php')
  @Header('cache-control', 'no-store')
  codeUses(@CurrentStaff() staff: SignedInStaff, @Query() query: unknown) {
    const { id, cursor } = validate(adminCodeUsesQuerySchema, query);
    return this.codes.uses(staff, id, cursor);
  }

  /** The codes of the list's filters as a spreadsheet-ready file. */
  @Get('codes-export.php')
  async codeExport(
    @CurrentStaff() staff: SignedInStaff,
    @Query() query: unknown,
    @Res() reply: FastifyReply,
  ) {
    const filters = validate(adminCodesQuerySchema.omit({ cursor: true }), query);
    const rows = await this.codes.exportRows(staff, filters);
    sendCsv(
      reply,
      `codes-${filters.tenant_id}.csv`,
      CSV_COLUMNS,
      rows.map((row) => CSV_COLUMNS.map((column) => row[column])),
    );
  }
}
