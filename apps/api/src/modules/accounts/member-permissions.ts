import { ApiError } from '../../common/api-error.js';
import type { Member } from './entities/member.entity.js';

/**
 * spec §4: a member whose e-mail address is unconfirmed cannot reply to messages. The chat calls use
 * this check; the web app shows the activation reminder instead of the composer.
 */
export function assertMayReply(member: Pick<Member, 'status'>): void {
  if (member.status === 'not_confirmed') throw new ApiError('account_not_confirmed');
  if (member.status !== 'active') throw new ApiError('authentication_required');
}
