import { Module } from '@nestjs/common';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { sessionSecret } from '../../config/paths.js';
import { AccountMailer, SERVER_SECRET } from '../accounts/account-mailer.service.js';
import { MailModule } from '../mail/mail.module.js';
import { PhotosModule } from '../photos/photos.module.js';
import { StaffModule } from '../staff/staff.module.js';
import { PhotoReviewController } from './photo-review.controller.js';
import { PhotoReviewService } from './photo-review.service.js';

/** Photo moderation (issue 12); the mailer is stateless and provided here again for its unsubscribe links. */
@Module({
  imports: [StaffModule, PhotosModule, MailModule],
  controllers: [PhotoReviewController],
  providers: [
    { provide: SERVER_SECRET, inject: [ENV], useFactory: (env: Env) => sessionSecret(env) },
    AccountMailer,
    PhotoReviewService,
  ],
})
export class PhotoReviewModule {}
