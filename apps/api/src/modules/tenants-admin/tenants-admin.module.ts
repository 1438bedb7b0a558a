import { Module } from '@nestjs/common';
import { PhotosModule } from '../photos/photos.module.js';
import { StaffModule } from '../staff/staff.module.js';
import { TenantChanges } from './tenant-changes.js';
import { TenantDomainsService } from './tenant-domains.service.js';
import { TenantThemeService } from './tenant-theme.service.js';
import { TenantsAdminController } from './tenants-admin.controller.js';
import { TenantsAdminService } from './tenants-admin.service.js';

/** Tenants in the console: their settings, company, domains, theme, images and payment provider. */
@Module({
  imports: [StaffModule, PhotosModule],
  controllers: [TenantsAdminController],
  providers: [TenantsAdminService, TenantDomainsService, TenantThemeService, TenantChanges],
})
export class TenantsAdminModule {}
