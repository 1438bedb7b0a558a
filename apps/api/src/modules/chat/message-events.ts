import type { Locale } from '@amora/contracts';
import { Logger } from '@nestjs/common';
import type { Delivery, MemberEvents, StoredDeliveries } from '../realtime/member-events.service.js';
import { type MessageRecord, toMessage } from './message-answer.js';

/** One side of a new message: a member's profile, or a fictional one (memberId null). */
export interface MessageParty {
  tenantId: number;
  memberId: number | null;
  profileId: number;
  language: Locale | null;
}

/**
 * The live `message` events of a new message: to the receiver (unless the sender is invisible: what an
 * invisible member does reaches nobody), and to the sender's own tabs.
 */
export function messageDeliveries(
  message: MessageRecord,
  from: MessageParty & { invisible: boolean },
  to: MessageParty,
): Delivery[] {
  const deliveries: Delivery[] = [];
  if (to.memberId !== null && !from.invisible) {
    deliveries.push({
      to: { tenantId: to.tenantId, memberId: to.memberId },
      event: {
        type: 'message',
        message: toMessage(message, { profileId: to.profileId, language: to.language, seenUpTo: 0 }),
        profile_id: from.profileId,
      },
    });
  }
  if (from.memberId !== null) {
    deliveries.push({
      to: { tenantId: from.tenantId, memberId: from.memberId },
      event: {
        type: 'message',
        message: toMessage(message, { profileId: from.profileId, language: from.language, seenUpTo: 0 }),
        profile_id: to.profileId,
      },
    });
  }
  return deliveries;
}

const logger = new Logger('ChatEvents');

/**
 * Sends live events after the change is committed. A failure here must not fail the request: the
 * change is stored, and the member's next poll shows it (a retried send would be refused as a replay).
 */
export async function deliverAfterCommit(events: MemberEvents, deliveries: Delivery[]): Promise<void> {
  try {
    await events.emit(deliveries);
  } catch (error) {
    logger.warn(`live events not sent: ${error instanceof Error ? error.message : error}`);
  }
}

/** Like deliverAfterCommit, for events the transaction stored (MemberEvents.store). */
export async function publishAfterCommit(events: MemberEvents, stored: StoredDeliveries): Promise<void> {
  try {
    await events.publish(stored);
  } catch (error) {
    logger.warn(`live events not sent: ${error instanceof Error ? error.message : error}`);
  }
}
