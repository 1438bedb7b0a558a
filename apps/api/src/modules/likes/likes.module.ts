import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AutoLikeService } from './auto-like.service.js';
import { LikeEvents } from './like-events.js';
import { LikesController } from './likes.controller.js';
import { LikesService } from './likes.service.js';
import { SwipeService } from './swipe.service.js';

/** Likes, matches, the automatic like, suggestions and the swipe game. */
@Module({
  imports: [AccountsModule],
  controllers: [LikesController],
  providers: [LikesService, LikeEvents, AutoLikeService, SwipeService],
})
export class LikesModule {}
