import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Delivery, MemberEvents, type Recipient } from '../realtime/member-events.service.js';
import { type Actor, CARD_COLUMNS, type CardRow, cardFor, recipientOf } from './like-actor.js';
import type { AddedLike } from './like-store.js';
import type { LikeTarget } from './like-target.js';

/**
 * The live events of likes (sent after the commit). What an invisible member does reaches nobody else
 * (spec §6); the member's own tabs always hear of it.
 */
@Injectable()
export class LikeEvents {
  private readonly logger = new Logger(LikeEvents.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: MemberEvents,
  ) {}

  /** A new like: `match` to both when mutual, else `like` to the liked member and `likes` to the own tabs. */
  async liked(actor: Actor, target: LikeTarget, added: AddedLike): Promise<void> {
    if (!added.inserted) return;
    await this.send(async () => {
      const own: Delivery = {
        to: recipientOf(actor),
        event: added.match ? { type: 'match', profile: cardFor(target.card, actor) } : { type: 'likes' },
      };
      const other = actor.visible ? target.member : null;
      if (!other) return [own];
      const mine = cardFor(await this.cardRow(actor.profileId), target.card);
      const liked_at = added.likedAt.toISOString();
      return [
        own,
        {
          to: other,
          event: added.match
            ? { type: 'match', profile: mine }
            : { type: 'like', profile: { ...mine, like_new: true, liked_at } },
        },
      ];
    });
  }

  /** A withdrawn like: both sides' lists changed. */
  async unliked(actor: Actor, other: Recipient | null): Promise<void> {
    const deliveries: Delivery[] = [{ to: recipientOf(actor), event: { type: 'likes' } }];
    if (other && actor.visible) deliveries.push({ to: other, event: { type: 'likes' } });
    await this.send(() => deliveries);
  }

  /** The member's likes changed (a new-like flag cleared, an automatic like): their tabs reload them. */
  async changed(to: Recipient): Promise<void> {
    await this.send(() => [{ to, event: { type: 'likes' } }]);
  }

  /** The like is stored: a failed live event must not fail the request (polling catches up). */
  private async send(deliveries: () => Delivery[] | Promise<Delivery[]>): Promise<void> {
    try {
      await this.events.emit(await deliveries());
    } catch (error) {
      this.logger.warn(`live like events not sent: ${error instanceof Error ? error.message : error}`);
    }
  }

  private async cardRow(profileId: number): Promise<CardRow> {
    const [row]: CardRow[] = await this.dataSource.query(
      `SELECT ${CARD_COLUMNS} FROM profile p WHERE p.id = $1`,
      [profileId],
    );
    return row;
  }
}
