import {
  type AdminComplaintsQuery,
  adminComplaintActionAnswerSchema,
  adminComplaintActionSchema,
  adminComplaintAnswerSchema,
  adminComplaintMessagesAnswerSchema,
  adminComplaintNoteAnswerSchema,
  adminComplaintNoteSchema,
  adminComplaintReplyAnswerSchema,
  adminComplaintReplySchema,
  adminComplaintsAnswerSchema,
  adminComplaintUpdateAnswerSchema,
  adminComplaintUpdateSchema,
} from '@amora/contracts';
import type { z } from 'zod';
import { api, withQuery } from '../../lib/api-client';

const QUEUE_PATH = '/api/admin/complaints.php';

export type ComplaintFilters = Omit<AdminComplaintsQuery, 'cursor'>;
export type ComplaintDetail = z.infer<typeof adminComplaintAnswerSchema>;
export type ComplaintMessage = ComplaintDetail['messages'][number];
export type ComplaintNote = ComplaintDetail['notes'][number];
export type ComplaintHistoryEntry = ComplaintDetail['history'][number];
export type ComplaintActionBody = z.input<typeof adminComplaintActionSchema>;
export type ComplaintActionAnswer = z.infer<typeof adminComplaintActionAnswerSchema>;

export function listComplaints(filters: ComplaintFilters, cursor?: string) {
  return api.get(withQuery(QUEUE_PATH, { ...filters, cursor }), adminComplaintsAnswerSchema);
}

export function getComplaint(id: number) {
  return api.get(withQuery('/api/admin/complaint.php', { id }), adminComplaintAnswerSchema);
}

export function olderMessages(id: number, cursor: string) {
  return api.get(
    withQuery('/api/admin/complaint-messages.php', { id, cursor }),
    adminComplaintMessagesAnswerSchema,
  );
}

export function updateComplaint(body: z.input<typeof adminComplaintUpdateSchema>) {
  return api.patch(QUEUE_PATH, adminComplaintUpdateSchema.parse(body), adminComplaintUpdateAnswerSchema);
}

export function addNote(body: z.input<typeof adminComplaintNoteSchema>) {
  return api.post('/api/admin/complaint-notes.php', body, adminComplaintNoteAnswerSchema);
}

export function actOnComplaint(body: ComplaintActionBody) {
  return api.post('/api/admin/complaint-actions.php', body, adminComplaintActionAnswerSchema);
}

export function replyToComplainant(body: z.input<typeof adminComplaintReplySchema>) {
  return api.post('/api/admin/complaint-reply.php', body, adminComplaintReplyAnswerSchema);
}

/**
 * A uuid v4 for one intended action: the API acts once per key, so a double click or a retry after a
 * lost answer does not act twice. getRandomValues also works where randomUUID needs a secure context.
 */
export function newActionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
