import {
  AUDIT_PAGE_SIZE,
  auditQuerySchema,
  STAFF_PAGE_SIZE,
  staffCreateRequestSchema,
  staffListQuerySchema,
  staffUpdateRequestSchema,
} from '@amora/contracts';
import { Body, Controller, Get, Header, HttpCode, Patch, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { validate } from '../../common/validate.js';
import { AuditBrowserService } from './audit-browser.service.js';
import type { SignedInStaff } from './staff-access.js';
import { CurrentStaff, StaffAuthGuard, StaffRoles } from './staff-auth.guard.js';
import { StaffDirectoryService } from './staff-directory.service.js';

/** Staff management (owners) and the audit log. */
@Controller('api/admin')
@UseGuards(StaffAuthGuard)
export class StaffController {
  constructor(
    private readonly directory: StaffDirectoryService,
    private readonly audit: AuditBrowserService,
  ) {}

  @Get('staff.php')
  @Header('cache-control', 'no-store')
  @StaffRoles('owner')
  async list(@Query() query: unknown) {
    return {
      ...(await this.directory.list(validate(staffListQuerySchema, query))),
      page_size: STAFF_PAGE_SIZE,
    };
  }

  @Post('staff.php')
  @Header('cache-control', 'no-store')
  @HttpCode(200)
  @StaffRoles('owner')
  create(@CurrentStaff() staff: SignedInStaff, @Body() body: unknown, @Req() request: FastifyRequest) {
    return this.directory.create(staff, validate(staffCreateRequestSchema, body), request.ip);
  }

  @Patch('staff.php')
  @Header('cache-control', 'no-store')
  @StaffRoles('owner')
  update(@CurrentStaff() staff: SignedInStaff, @Body() body: unknown, @Req() request: FastifyRequest) {
    return this.directory.update(staff, validate(staffUpdateRequestSchema, body), request.ip);
  }

  /** Owners, and operators for a tenant of theirs (checked with the tenant the query names). */
  @Get('audit.php')
  @Header('cache-control', 'no-store')
  @StaffRoles('owner', 'operator')
  async browse(@CurrentStaff() staff: SignedInStaff, @Query() query: unknown) {
    return {
      ...(await this.audit.browse(staff, validate(auditQuerySchema, query))),
      page_size: AUDIT_PAGE_SIZE,
    };
  }
}
