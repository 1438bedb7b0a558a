import type { StaffMessage } from '@amora/contracts';

/** A message as the console shows it (chat_message `m`, its writer `s` from staff, left-joined). */
export const STAFF_MESSAGE_COLUMNS = `m.id, m.conversation_id, m.kind, m.text, m.created_at, m.staff_id,
  m.sender_profile_id, s.name AS staff_name`;

export interface StaffMessageRow {
  id: number;
  conversation_id: number;
  kind: string;
  text: string | null;
  created_at: Date;
  staff_id: number | null;
  sender_profile_id: number;
  staff_name: string | null;
}

export function staffMessageView(
  row: StaffMessageRow,
  tenantId: number,
  memberProfileId: number,
): StaffMessage {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    tenant_id: tenantId,
    kind: row.kind,
    text: row.text,
    created_at: new Date(row.created_at).toISOString(),
    staff: row.staff_id === null ? null : { id: row.staff_id, name: row.staff_name ?? '' },
    from_member: row.sender_profile_id === memberProfileId,
  };
}
