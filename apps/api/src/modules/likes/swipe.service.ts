import { SWIPE_LIKES_PER_DAY, type swipeAnswerSchema, type swipeResultSchema } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import { ApiError } from '../../common/api-error.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { type Actor, actorOf, cardFor, likerOf, lockActor } from './like-actor.js';
import { LikeEvents } from './like-events.js';
import { addLike } from './like-store.js';
import { likeTarget } from './like-target.js';
import { suitableProfiles } from './suitable-profiles.js';
import { dayStartSql, nextDayStartSql } from './tenant-day.js';

type SwipeAnswer = z.infer<typeof swipeAnswerSchema>;
type SwipeResult = z.infer<typeof swipeResultSchema>;

/** Profiles the game deals at once; the web app asks again when they run out. */
const STACK_SIZE = 20;

interface SwipeDay {
  used: number;
  resets_at: Date;
}

/**
 * The swipe game (spec §6): SWIPE_LIKES_PER_DAY likes a day, counted from the member's swipe likes
 * since midnight in the tenant's time zone; passes are free and hide the profile from the game.
 */
@Injectable()
export class SwipeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly likeEvents: LikeEvents,
  ) {}

  async stack(tenant: Tenant, member: Member): Promise<SwipeAnswer> {
    const actor = await actorOf(this.dataSource, tenant, member);
    const [rows, day] = await Promise.all([
      suitableProfiles(this.dataSource, actor, { limit: STACK_SIZE }),
      swipeDay(this.dataSource, actor),
    ]);
    const now = new Date();
    return {
      profiles: rows.map((row) => cardFor(row, actor, now)),
      likes_left: likesLeft(day.used),
      resets_at: day.resets_at.toISOString(),
    };
  }

  async answer(tenant: Tenant, member: Member, profileId: number, like: boolean): Promise<SwipeResult> {
    const actor = await actorOf(this.dataSource, tenant, member);
    const outcome = await this.dataSource.transaction(async (db) => {
      // the count and the like after it are one step per member: parallel swipes cannot both take the last like
      await lockActor(db, actor);
      const target = await likeTarget(db, actor, profileId);
      const day = await swipeDay(db, actor);
      if (!like) {
        await pass(db, actor, target.card.id);
        return { used: day.used, target, added: null };
      }
      if (day.used >= SWIPE_LIKES_PER_DAY) {
        const seconds = Math.max(1, Math.ceil((day.resets_at.getTime() - Date.now()) / 1000));
        throw new ApiError('swipe_limit_reached', { limit: SWIPE_LIKES_PER_DAY }, seconds);
      }
      const added = await addLike(db, likerOf(actor), target.card.id, 'swipe');
      return { used: day.used + (added.inserted ? 1 : 0), target, added };
    });
    if (outcome.added) await this.likeEvents.liked(actor, outcome.target, outcome.added);
    return { likes_left: likesLeft(outcome.used), match: outcome.added?.match ?? false };
  }
}

const likesLeft = (used: number) => Math.max(0, SWIPE_LIKES_PER_DAY - used);

async function swipeDay(db: DataSource | EntityManager, actor: Actor): Promise<SwipeDay> {
  const [day]: SwipeDay[] = await db.query(
    `SELECT (SELECT count(*)::int FROM profile_like
             WHERE liker_profile_id = $1 AND source = 'swipe' AND created_at >= ${dayStartSql('$2')}) AS used,
            ${nextDayStartSql('$2')} AS resets_at`,
    [actor.profileId, actor.tenant.timeZone],
  );
  return day;
}

async function pass(db: EntityManager, actor: Actor, passedId: number): Promise<void> {
  await db.query(
    `INSERT INTO profile_pass (tenant_id, profile_id, passed_profile_id) VALUES ($1, $2, $3)
     ON CONFLICT (profile_id, passed_profile_id) DO NOTHING`,
    [actor.tenant.id, actor.profileId, passedId],
  );
}
