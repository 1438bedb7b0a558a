import { Module } from '@nestjs/common';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { sessionSecret } from '../../config/paths.js';
import { AccountService } from '../accounts/account.service.js';
import { AccountDeletionService } from '../accounts/account-deletion.service.js';
import { AccountMailer, SERVER_SECRET } from '../accounts/account-mailer.service.js';
import { AccountTokensService } from '../accounts/account-tokens.service.js';
import { AccountsModule } from '../accounts/accounts.module.js';
import { CreditsModule } from '../credits/credits.module.js';
import { MailModule } from '../mail/mail.module.js';
import { StaffModule } from '../staff/staff.module.js';
import { ComplaintActionsService } from './complaint-actions.service.js';
import { ComplaintsQueueService } from './complaints-queue.service.js';
import { MemberLookupService } from './member-lookup.service.js';
import { SupportController } from './support.controller.js';

/**
 * Support in the console (issue 12). The account services it reuses (the activation mail, the mailer's
 * unsubscribe links) are stateless and provided here again; AccountsModule exports sessions and the purge.
 */
@Module({
  imports: [StaffModule, AccountsModule, CreditsModule, MailModule],
  controllers: [SupportController],
  providers: [
    { provide: SERVER_SECRET, inject: [ENV], useFactory: (env: Env) => sessionSecret(env) },
    AccountTokensService,
    AccountMailer,
    AccountDeletionService,
    AccountService,
    ComplaintsQueueService,
    ComplaintActionsService,
    MemberLookupService,
  ],
})
export class SupportModule {}
