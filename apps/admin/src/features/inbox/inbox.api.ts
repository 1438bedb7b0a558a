import {
  inboxAnswerSchema,
  inboxClaimAnswerSchema,
  inboxConversationAnswerSchema,
  inboxReplyAnswerSchema,
  notesAnswerSchema,
  notesUpdateSchema,
  okSchema,
} from '@amora/contracts';
import type { z } from 'zod';
import { api, withQuery } from '../../lib/api-client';

export type InboxConversation = z.infer<typeof inboxConversationAnswerSchema>;
export type NotesSubject = 'member' | 'profile';

const INBOX_PATH = '/api/admin/inbox.php';
const EVENTS_PATH = '/api/admin/inbox-events.php';

export function listInbox(tenantId: number | null, cursor?: string) {
  return api.get(withQuery(INBOX_PATH, { tenant_id: tenantId ?? undefined, cursor }), inboxAnswerSchema);
}

export function inboxEventsUrl(tenantId: number | null): string {
  return withQuery(EVENTS_PATH, { tenant_id: tenantId ?? undefined });
}

export function claimConversation(conversationId: number) {
  return api.post('/api/admin/inbox-claim.php', { conversation_id: conversationId }, inboxClaimAnswerSchema);
}

export function releaseConversation(conversationId: number) {
  return api.post('/api/admin/inbox-release.php', { conversation_id: conversationId }, okSchema);
}

export function loadConversation(conversationId: number) {
  return api.get(
    withQuery('/api/admin/inbox-conversation.php', { conversation_id: conversationId }),
    inboxConversationAnswerSchema,
  );
}

export function sendReply(conversationId: number, text: string) {
  return api.post(
    '/api/admin/inbox-reply.php',
    { conversation_id: conversationId, text },
    inboxReplyAnswerSchema,
  );
}

export function saveNotes(subject: NotesSubject, id: number, notes: string) {
  return api.patch(
    '/api/admin/notes.php',
    notesUpdateSchema.parse({ subject, id, notes }),
    notesAnswerSchema,
  );
}
