import type { InboxEvent } from '@amora/contracts';
import type { EntityManager } from 'typeorm';

declare module '../../common/events/event-bus.js' {
  interface BusEvents {
    /** The moderators' inbox changed: an entry added, claimed, released or answered. */
    'moderation.queue': InboxEvent;
  }
}

const PENDING = 'moderationInboxEvents';

/**
 * Keeps an inbox event with the transaction `db` runs in; InboxCommitPublisher publishes it once the
 * transaction is committed (a rolled back message never shows in anyone's inbox).
 */
export function publishAfterCommit(db: EntityManager, event: InboxEvent): void {
  const data = db.queryRunner?.data as Record<string, InboxEvent[] | undefined> | undefined;
  if (!data) return;
  data[PENDING] = [...(data[PENDING] ?? []), event];
}

/** The events publishAfterCommit kept on a query runner's data, taken off it. */
export function takePending(data: Record<string, unknown> | undefined): InboxEvent[] {
  if (!data) return [];
  const pending = (data[PENDING] as InboxEvent[] | undefined) ?? [];
  delete data[PENDING];
  return pending;
}

export const queueEvent = (
  change: InboxEvent['change'],
  entry: { tenantId: number; conversationId: number; claimedBy?: number | null; claimedUntil?: Date | null },
): InboxEvent => ({
  type: 'queue',
  change,
  tenant_id: entry.tenantId,
  conversation_id: entry.conversationId,
  claimed_by: entry.claimedBy ?? null,
  claimed_until: entry.claimedUntil ? new Date(entry.claimedUntil).toISOString() : null,
});
