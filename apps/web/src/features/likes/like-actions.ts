import { api } from '../../lib/api';
import { reloadLikes } from '../live/live-data';
import { type ModalProfile, openMatchModal } from './like-modal-store';

/**
 * Likes `profile`; a like that makes a match opens the "It's a match" modal. Resolves once the likes
 * are reloaded too, so a button can stay busy until the card has moved to its new tab.
 */
export async function likeProfile(profile: ModalProfile): Promise<{ match: boolean }> {
  const answer = await api.request('like', { body: { profile_id: profile.id } });
  if (answer.match) openMatchModal(profile);
  await reloadLikes();
  return { match: answer.match };
}

/** Withdraws the member's like of `profileId` (a match ends with it). */
export async function unlikeProfile(profileId: number): Promise<void> {
  await api.request('unlike', { body: { profile_id: profileId } });
  await reloadLikes();
}
