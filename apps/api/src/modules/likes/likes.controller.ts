import {
  type LikeModalProfile,
  type LikesAnswer,
  likeRequestSchema,
  suggestionsQuerySchema,
  swipeRequestSchema,
} from '@amora/contracts';
import { Body, Controller, Delete, Get, Header, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import { CurrentTenant, type TenantContext } from '../../tenancy/current-tenant.decorator.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { CurrentMember, MemberAuthGuard } from '../accounts/member-auth.guard.js';
import { AutoLikeService } from './auto-like.service.js';
import { LikesService } from './likes.service.js';
import { SwipeService } from './swipe.service.js';

/** Suggestions deal this many profiles unless asked for fewer or more (at most 48). */
const SUGGESTIONS_DEFAULT = 12;

/**
 * Likes (spec §3/§4): the lists, like and unlike, the automatic like, suggestions and the swipe game.
 * Liking is cheap for the member and costly for the other side's attention: 60 likes or unlikes a
 * minute are plenty for a person, not for a script.
 */
@Controller('api')
@UseGuards(TenantThrottlerGuard, MemberAuthGuard)
export class LikesController {
  constructor(
    private readonly likes: LikesService,
    private readonly autoLikes: AutoLikeService,
    private readonly swipes: SwipeService,
  ) {}

  @Get('likes.php')
  @Header('cache-control', 'no-store')
  list(@CurrentTenant() { tenant }: TenantContext, @CurrentMember() member: Member): Promise<LikesAnswer> {
    return this.likes.list(tenant, member);
  }

  @Post('likes.php')
  @HttpCode(200)
  @Throttle({ default: { limit: 60, ttl: 60_000 } })
  like(@CurrentTenant() { tenant }: TenantContext, @CurrentMember() member: Member, @Body() body: unknown) {
    return this.likes.like(tenant, member, validate(likeRequestSchema, body).profile_id);
  }

  @Delete('likes.php')
  @Throttle({ default: { limit: 60, ttl: 60_000 } })
  unlike(@CurrentTenant() { tenant }: TenantContext, @CurrentMember() member: Member, @Body() body: unknown) {
    return this.likes.unlike(tenant, member, validate(likeRequestSchema, body).profile_id);
  }

  @Get('auto-like.php')
  @Header('cache-control', 'no-store')
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  autoLike(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
  ): Promise<LikeModalProfile | null> {
    return this.autoLikes.autoLike(tenant, member);
  }

  @Get('suggestions.php')
  @Header('cache-control', 'no-store')
  suggestions(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @Query() raw: unknown,
  ) {
    const { limit } = validate(suggestionsQuerySchema, raw);
    return this.likes.suggestions(tenant, member, limit ?? SUGGESTIONS_DEFAULT);
  }

  @Get('swipe.php')
  @Header('cache-control', 'no-store')
  swipeStack(@CurrentTenant() { tenant }: TenantContext, @CurrentMember() member: Member) {
    return this.swipes.stack(tenant, member);
  }

  @Post('swipe.php')
  @HttpCode(200)
  swipe(@CurrentTenant() { tenant }: TenantContext, @CurrentMember() member: Member, @Body() body: unknown) {
    const { profile_id, like } = validate(swipeRequestSchema, body);
    return this.swipes.answer(tenant, member, profile_id, like);
  }
}
