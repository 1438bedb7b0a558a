import type { LikesAnswer, likeAnswerSchema, ProfileCard } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import type { Member } from '../accounts/entities/member.entity.js';
import {
  type Actor,
  actorOf,
  CARD_COLUMNS,
  type CardRow,
  cardFor,
  likerOf,
  REACHABLE,
  reachableParams,
} from './like-actor.js';
import { LikeEvents } from './like-events.js';
import { addLike, removeLike } from './like-store.js';
import { likeTarget, poolProfileMember } from './like-target.js';
import { suitableProfiles } from './suitable-profiles.js';

type LikeAnswer = z.infer<typeof likeAnswerSchema>;

/** Each list shows at most this many (newest first); older likes are kept, just not listed. */
const LIST_LIMIT = 500;

interface ListedRow extends CardRow {
  liked_at: Date;
  like_new: boolean;
}

/**
 * Likes between profiles (issue 10): the member's sent and received likes, like and unlike. Profiles of
 * a shared pool belong to other tenants, so the lists read by pool, and only profiles the member may
 * still reach (REACHABLE: likes by invisible, inactive or blocked profiles are left out).
 */
@Injectable()
export class LikesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly likeEvents: LikeEvents,
  ) {}

  async list(tenant: Tenant, member: Member): Promise<LikesAnswer> {
    if (member.profileId === null) return { profiles: [], liked_by: [] };
    const actor = await actorOf(this.dataSource, tenant, member);
    const [sent, received] = await Promise.all([this.listed(actor, 'sent'), this.listed(actor, 'received')]);
    const now = new Date();
    const entry = (row: ListedRow) => ({ ...cardFor(row, actor, now), liked_at: row.liked_at.toISOString() });
    return {
      profiles: sent.map(entry),
      liked_by: received.map((row) => ({ ...entry(row), like_new: row.like_new })),
    };
  }

  async like(tenant: Tenant, member: Member, profileId: number): Promise<LikeAnswer> {
    const actor = await actorOf(this.dataSource, tenant, member);
    const { target, added } = await this.dataSource.transaction(async (db) => {
      const target = await likeTarget(db, actor, profileId);
      return { target, added: await addLike(db, likerOf(actor), target.card.id, 'like') };
    });
    await this.likeEvents.liked(actor, target, added);
    return { liked: true, match: added.match };
  }

  /** Withdraws a like; unliking a profile not liked is fine too. */
  async unlike(tenant: Tenant, member: Member, profileId: number): Promise<LikeAnswer> {
    const actor = await actorOf(this.dataSource, tenant, member);
    const { other, removed } = await this.dataSource.transaction(async (db) => {
      const { member: other } = await poolProfileMember(db, actor, profileId);
      return { other, removed: await removeLike(db, likerOf(actor), profileId) };
    });
    if (removed) await this.likeEvents.unliked(actor, other);
    return { liked: false, match: false };
  }

  /** Profiles to like next (match finder, signup matches): suitable ones the member has not met yet. */
  async suggestions(tenant: Tenant, member: Member, limit: number): Promise<{ profiles: ProfileCard[] }> {
    if (member.profileId === null) return { profiles: [] };
    const actor = await actorOf(this.dataSource, tenant, member);
    const rows = await suitableProfiles(this.dataSource, actor, { limit });
    const now = new Date();
    return { profiles: rows.map((row) => cardFor(row, actor, now)) };
  }

  private listed(actor: Actor, direction: 'sent' | 'received'): Promise<ListedRow[]> {
    // a sent like is a row of the member's own site; received ones come from anywhere in the pool
    const [own, other, site] =
      direction === 'sent'
        ? ['liker_profile_id', 'liked_profile_id', 'AND l.tenant_id = $2']
        : ['liked_profile_id', 'liker_profile_id', ''];
    return this.dataSource.query(
      `SELECT ${CARD_COLUMNS}, l.created_at AS liked_at, l.is_new AS like_new
       FROM profile_like l JOIN profile p ON p.id = l.${other}
       WHERE l.${own} = $4 ${site} AND ${REACHABLE}
       ORDER BY l.created_at DESC, l.id DESC LIMIT ${LIST_LIMIT}`,
      reachableParams(actor),
    );
  }
}
