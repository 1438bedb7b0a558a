import type { EntityManager } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import type { TenantRef } from '../../persistence/tenant-scoped.js';

export interface Payer {
  credits: number;
  paidUser: boolean;
}

/**
 * Locks the member's row for the send's transaction. Every send of the member waits here, so what it
 * reads next (an earlier send of the same client_id, the conversations started, the balance) already
 * includes every send before it.
 */
export async function lockMember(db: EntityManager, tenant: TenantRef, memberId: number): Promise<Payer> {
  const [row]: { credits: number; paid_user: boolean }[] = await db.query(
    'SELECT credits, paid_user FROM member WHERE id = $1 AND tenant_id = $2 FOR UPDATE',
    [memberId, tenant.id],
  );
  if (!row) throw new ApiError('authentication_required');
  return { credits: row.credits, paidUser: row.paid_user };
}

/** A client_id the sender used before names a message already sent: refused, and not charged again. */
export async function refuseReplay(
  db: EntityManager,
  senderProfileId: number,
  clientId: string,
): Promise<void> {
  const [sent]: { id: number }[] = await db.query(
    'SELECT id FROM chat_message WHERE sender_profile_id = $1 AND client_id = $2',
    [senderProfileId, clientId],
  );
  if (sent) throw new ApiError('message_already_sent', { message_id: sent.id });
}
