import type { LiveEvent } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { EventBus } from '../../common/events/event-bus.js';
import { PushService } from '../push/push.service.js';

/** Who receives a live event: a member, on the site (tenant) of their account. */
export interface Recipient {
  tenantId: number;
  memberId: number;
}

export interface Delivery {
  to: Recipient;
  event: LiveEvent;
}

/** Events stored by MemberEvents.store, with their ids, to be published after the commit. */
export interface StoredDeliveries {
  deliveries: Delivery[];
  ids: string[];
  /**
   * Those that may go out as web push, when the storer knows (its statement saw who has no push
   * subscription); else every one is looked at.
   */
  pushable?: Delivery[];
}

/** The first key of the advisory locks that order each member's stored events. */
const MEMBER_EVENTS_LOCK = 0x4d45;

/**
 * SQL, one row (a count): waits until no other transaction is storing events for the members of the
 * int[] expression `memberIds`, and keeps them until this one ends. So each member's events get their
 * ids in the order they are committed, and a stream that resumes after an id never misses a lower one
 * committed later (GET /api/events, Last-Event-ID). Deadlock-free only as the last lock a transaction
 * takes: store events last, as store() and SEND_TEXT_SQL do. Locks in member order.
 */
export const lockMemberEventsSql = (memberIds: string) => `
  (SELECT count(pg_advisory_xact_lock(${MEMBER_EVENTS_LOCK}, m))
   FROM (SELECT DISTINCT m FROM unnest(${memberIds}) AS m ORDER BY m) AS members)`;

/**
 * The one way features send live events (DESIGN.md §6): each is stored for its member (a stream that
 * reconnects with Last-Event-ID gets what it missed), then published on the EventBus, which reaches the
 * member's open streams in every API process. New messages, likes and matches also go out as web push
 * (in the background: a push service never slows or fails the caller). Call it after the change is
 * committed, or store() in the change's transaction and publish() after it.
 */
@Injectable()
export class MemberEvents {
  constructor(
    private readonly db: DataSource,
    private readonly bus: EventBus,
    private readonly push: PushService,
  ) {}

  async emit(deliveries: Delivery[]): Promise<void> {
    await this.publish(await this.store(this.db.manager, deliveries));
  }

  /**
   * The first half of emit, in the caller's transaction: the events are stored with the change, and
   * publish() sends them once it is committed (one commit less than emit after the transaction). The
   * last statement of that transaction: it locks the members' events (lockMemberEventsSql).
   */
  async store(db: EntityManager, deliveries: Delivery[]): Promise<StoredDeliveries> {
    if (deliveries.length === 0) return { deliveries, ids: [] };
    const rows: { id: string }[] = await db.query(
      `INSERT INTO member_event (tenant_id, member_id, type, data)
       SELECT e.tenant_id, e.member_id, e.type, e.data
       FROM unnest($1::int[], $2::int[], $3::text[], $4::jsonb[]) AS e(tenant_id, member_id, type, data),
            ${lockMemberEventsSql('$2::int[]')} AS locked
       RETURNING id`,
      [
        deliveries.map((d) => d.to.tenantId),
        deliveries.map((d) => d.to.memberId),
        deliveries.map((d) => d.event.type),
        deliveries.map((d) => JSON.stringify(d.event)),
      ],
    );
    return { deliveries, ids: rows.map((row) => String(row.id)) };
  }

  /** The second half of emit: stored events out to the streams and web push. */
  async publish({ deliveries, ids, pushable = deliveries }: StoredDeliveries): Promise<void> {
    if (deliveries.length === 0) return;
    this.push.notifyLater(pushable);
    await this.bus.publishAll(
      'member.event',
      deliveries.map((d, i) => ({ memberId: d.to.memberId, id: ids[i], type: d.event.type, data: d.event })),
    );
  }

  /** An event that is only worth something now (typing): not stored, not resumed. */
  async emitTransient(to: Recipient, event: LiveEvent): Promise<void> {
    await this.bus.publish('member.event', {
      memberId: to.memberId,
      id: null,
      type: event.type,
      data: event,
    });
  }
}
