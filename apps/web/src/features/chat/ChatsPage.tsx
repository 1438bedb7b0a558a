import { useMembersOnly } from '../account-settings/use-members-only';
import { PickConversation } from './conversation/ConversationStates';

/** /chats: the list is the chat layout's; beside it on wide screens, an invitation to pick one. */
export function ChatsPage() {
  const { redirect } = useMembersOnly();
  return redirect ?? <PickConversation />;
}
