import type { LikeModalProfile } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import type { Member } from '../accounts/entities/member.entity.js';
import { ageOn, mainImageOf } from '../profiles/profile-card.js';
import { type Actor, actorOf, type CardRow, lockActor, recipientOf } from './like-actor.js';
import { LikeEvents } from './like-events.js';
import { addLike } from './like-store.js';
import { suitableProfiles } from './suitable-profiles.js';
import { dayStartSql } from './tenant-day.js';

/**
 * The automatic like of the new-like modal (spec §4 and §7): at most once a day (the tenant's day) an
 * operator-run profile of the pool that suits the member and has a photo likes them.
 */
@Injectable()
export class AutoLikeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly likeEvents: LikeEvents,
  ) {}

  async autoLike(tenant: Tenant, member: Member): Promise<LikeModalProfile | null> {
    if (member.profileId === null) return null;
    const actor = await actorOf(this.dataSource, tenant, member);
    // the member row lock makes "once a day" hold for tabs that ask at the same moment
    const liker = await this.dataSource.transaction(async (db) => {
      await lockActor(db, actor);
      if (await likedToday(db, actor)) return null;
      const [candidate] = await suitableProfiles(db, actor, { limit: 1, autoLikers: true, shuffle: true });
      if (!candidate) return null;
      await addLike(db, { tenantId: candidate.tenant_id, profileId: candidate.id }, actor.profileId, 'auto');
      return candidate;
    });
    if (!liker) return null;
    await this.likeEvents.changed(recipientOf(actor));
    return toLikeModalProfile(liker);
  }
}

async function likedToday(db: EntityManager, actor: Actor): Promise<boolean> {
  const [row]: { liked: boolean }[] = await db.query(
    `SELECT EXISTS (SELECT 1 FROM profile_like
                    WHERE liked_profile_id = $1 AND source = 'auto' AND created_at >= ${dayStartSql('$2')}) AS liked`,
    [actor.profileId, actor.tenant.timeZone],
  );
  return row.liked;
}

function toLikeModalProfile(row: CardRow): LikeModalProfile | null {
  const image = mainImageOf({
    mainImageFilename: row.main_image_filename,
    thumbFilename: row.thumb_filename,
    matchFilename: row.match_filename,
  });
  if (!image) return null;
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.date_of_birth),
    city: row.city,
    fictional: row.is_fictional,
    main_image: { match: image.match },
  };
}
