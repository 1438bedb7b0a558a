import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { OwnProfileService } from './own-profile.service.js';
import { ProfileViewService } from './profile-view.service.js';
import { ProfilesController } from './profiles.controller.js';

/** Profile pages and the own profile (issue 9). */
@Module({
  imports: [AccountsModule],
  controllers: [ProfilesController],
  providers: [ProfileViewService, OwnProfileService],
  exports: [ProfileViewService],
})
export class ProfilesModule {}
