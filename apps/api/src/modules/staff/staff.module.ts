import { Module } from '@nestjs/common';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { sessionSecret } from '../../config/paths.js';
import { AuditBrowserService } from './audit-browser.service.js';
import { StaffController } from './staff.controller.js';
import { StaffAuthController } from './staff-auth.controller.js';
import { StaffAuthGuard } from './staff-auth.guard.js';
import { StaffDirectoryService } from './staff-directory.service.js';
import { StaffLoginService } from './staff-login.service.js';
import { StaffSelfService } from './staff-self.service.js';
import { StaffSessionService } from './staff-session.service.js';
import { TOTP_CIPHER } from './staff-tokens.js';
import { TotpCipher } from './totp.js';

/**
 * Staff accounts, their sessions and second factor, and the audit log. Other admin modules import it
 * for StaffAuthGuard (with @StaffRoles, @CurrentStaff and requireTenantAccess) and AuditLog.record.
 */
@Module({
  controllers: [StaffAuthController, StaffController],
  providers: [
    { provide: TOTP_CIPHER, inject: [ENV], useFactory: (env: Env) => new TotpCipher(sessionSecret(env)) },
    StaffSessionService,
    StaffAuthGuard,
    StaffLoginService,
    StaffSelfService,
    StaffDirectoryService,
    AuditBrowserService,
  ],
  exports: [StaffSessionService, StaffAuthGuard],
})
export class StaffModule {}
