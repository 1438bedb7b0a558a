import { useParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { useMembersOnly } from '../account-settings/use-members-only';
import { ConversationFailed, ConversationSkeleton } from './conversation/ConversationStates';
import { ConversationView } from './conversation/ConversationView';

/** /chats/{id}: the conversation with that id (someone else's answers conversation_not_found). */
export function ConversationPage() {
  const { user, redirect } = useMembersOnly();
  const { id = '' } = useParams();
  if (redirect) return redirect;
  if (!user) return <ConversationSkeleton />;
  const conversationId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  if (conversationId === null)
    return <ConversationFailed error={new ApiError('conversation_not_found', 404)} />;
  // a new id is a new conversation: nothing of the previous one stays
  return <ConversationView key={conversationId} target={{ conversationId }} />;
}
