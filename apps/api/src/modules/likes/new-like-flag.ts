import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { MemberEvents, Recipient } from '../realtime/member-events.service.js';

const logger = new Logger('NewLikeFlag');

/**
 * A member opened a profile (spec §4): that profile's like of them is no longer new, and their tabs
 * hear of it (`likes`). A function rather than a provider: the profile page calls it without
 * depending on the likes module.
 */
export async function clearNewLike(
  db: DataSource,
  events: MemberEvents,
  viewer: Recipient & { profileId: number },
  likerProfileId: number,
): Promise<void> {
  const [, cleared]: [unknown, number] = await db.query(
    'UPDATE profile_like SET is_new = false WHERE liker_profile_id = $1 AND liked_profile_id = $2 AND is_new',
    [likerProfileId, viewer.profileId],
  );
  if (cleared === 0) return;
  const to = { tenantId: viewer.tenantId, memberId: viewer.memberId };
  // the flag is cleared: a lost live event must not fail the profile page (polling catches up)
  await events.emit([{ to, event: { type: 'likes' } }]).catch((error: unknown) => {
    logger.warn(`live likes event not sent: ${error instanceof Error ? error.message : error}`);
  });
}
