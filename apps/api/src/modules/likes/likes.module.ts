import { Module } from '@nestjs/common';

/** Likes, matches, the automatic like, suggestions and the swipe game. */
@Module({})
export class LikesModule {}
