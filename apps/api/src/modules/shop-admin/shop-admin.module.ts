import { Module } from '@nestjs/common';
import { StaffModule } from '../staff/staff.module.js';
import { BundlesAdminService } from './bundles-admin.service.js';
import { CodesAdminService } from './codes-admin.service.js';
import { ShopAdminController } from './shop-admin.controller.js';

/** The console's prices (bundles per country) and discount codes. */
@Module({
  imports: [StaffModule],
  controllers: [ShopAdminController],
  providers: [BundlesAdminService, CodesAdminService],
})
export class ShopAdminModule {}
