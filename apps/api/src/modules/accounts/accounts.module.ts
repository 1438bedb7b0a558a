import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { sessionSecret } from '../../config/paths.js';
import { CreditsModule } from '../credits/credits.module.js';
import { MailModule } from '../mail/mail.module.js';
import { AccountService } from './account.service.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AccountExportService } from './account-export.service.js';
import { AccountLinksController } from './account-links.controller.js';
import { AccountMailer, SERVER_SECRET } from './account-mailer.service.js';
import { AccountProfilesService } from './account-profiles.service.js';
import { AccountPurgeService } from './account-purge.service.js';
import { AccountSecurityController } from './account-security.controller.js';
import { AccountSettingsController } from './account-settings.controller.js';
import { AccountSettingsService } from './account-settings.service.js';
import { AccountTokensService } from './account-tokens.service.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginService } from './login.service.js';
import { MemberAuthGuard } from './member-auth.guard.js';
import { SessionService } from './session.service.js';
import { SignupService } from './signup.service.js';
import { UserController } from './user.controller.js';

/** Member accounts: signup, login and sessions, mail links, settings, deletion (issue #3). */
@Module({
  imports: [PassportModule, CreditsModule, MailModule],
  controllers: [UserController, AccountLinksController, AccountSecurityController, AccountSettingsController],
  providers: [
    { provide: SERVER_SECRET, inject: [ENV], useFactory: (env: Env) => sessionSecret(env) },
    SessionService,
    MemberAuthGuard,
    LoginService,
    LocalStrategy,
    SignupService,
    AccountTokensService,
    AccountMailer,
    AccountService,
    AccountProfilesService,
    AccountSettingsService,
    AccountDeletionService,
    AccountPurgeService,
    AccountExportService,
  ],
  exports: [SessionService, MemberAuthGuard, AccountPurgeService],
})
export class AccountsModule {}
