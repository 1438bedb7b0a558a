import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useUser } from '../../app/providers/SessionContext';
import { errorCodeOf } from '../../lib/api';
import { pathTo } from '../../lib/routes/paths';
import { onLiveEvent } from '../live/live-data';
import { useToast } from '../members/shared/Toast';
import { likeProfile } from './like-actions';
import {
  closeLikeModal,
  type ModalProfile,
  openMatchModal,
  openNewLikeModal,
  useIsFirstHost,
  useLikeModal,
} from './like-modal-store';
import { MatchModal } from './MatchModal';
import { NewLikeModal } from './NewLikeModal';
import { useLikeModalFromQuery } from './use-like-modal-from-query';

/** Live `like` opens "New like!", live `match` opens "It's a match" (also in the member's other tabs). */
function useLiveLikeModals(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const offLike = onLiveEvent('like', (event) => void openNewLikeModal(event.profile));
    const offMatch = onLiveEvent('match', (event) => openMatchModal(event.profile));
    return () => {
      offLike();
      offMatch();
    };
  }, [enabled]);
}

/**
 * The like modals of the default and chat layouts (spec §2): "It's a match" and "New like!", opened
 * through like-modal-store, by live events and by the `t` query parameter. Renders nothing for visitors.
 */
export function LikeModalHost() {
  const user = useUser();
  const first = useIsFirstHost();
  const enabled = user !== null && first;
  const modal = useLikeModal();
  const navigate = useNavigate();
  const [toast, showToast] = useToast();
  useLikeModalFromQuery(enabled);
  useLiveLikeModals(enabled);

  useEffect(() => {
    if (user === null) closeLikeModal();
  }, [user]);

  if (user === null || !first) return null;
  const likeBack = (profile: ModalProfile) =>
    likeProfile(profile).catch((error: unknown) => showToast(`error.${errorCodeOf(error)}`));
  const toProfile = (id: number) => navigate(pathTo('members-id', { id: String(id) }));
  const toChat = (id: number) => navigate(pathTo('members-id-chat', { id: String(id) }));

  return (
    <>
      {modal?.kind === 'match' && <MatchModal me={user} profile={modal.profile} onClose={closeLikeModal} />}
      {modal?.kind === 'new-like' && (
        <NewLikeModal
          key={modal.profile.id}
          profile={modal.profile}
          onClose={closeLikeModal}
          onImagePressed={toProfile}
          onButtonPressed={() => void likeBack(modal.profile)}
          onStartConversation={toChat}
        />
      )}
      {toast}
    </>
  );
}
