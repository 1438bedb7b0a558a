import { dayKey } from '../chat-time';
import type { ShownMessage } from './conversation-state';

/** Messages of one side this close together form a group (one tail, tighter spacing). */
const GROUP_MS = 5 * 60_000;

export type Row =
  | { kind: 'day'; key: string; at: string }
  | { kind: 'unread'; key: string }
  | { kind: 'message'; key: string; message: ShownMessage; groupEnd: boolean; seenMark: boolean };

function sameGroup(a: ShownMessage | undefined, b: ShownMessage | undefined): boolean {
  if (!a || !b || a.from_me !== b.from_me) return false;
  if (dayKey(a.created_at) !== dayKey(b.created_at)) return false;
  return Math.abs(Date.parse(b.created_at) - Date.parse(a.created_at)) < GROUP_MS;
}

/**
 * The conversation as rows, oldest first: a separator for each day, the "new messages" line before
 * `unreadFrom`, and "seen" under the member's last message the other side has read.
 */
export function buildRows(messages: ShownMessage[], unreadFrom: number | null): Row[] {
  let lastSeen = -1;
  messages.forEach((message, index) => {
    if (message.from_me && message.seen) lastSeen = index;
  });
  const rows: Row[] = [];
  messages.forEach((message, index) => {
    const previous = messages[index - 1];
    if (!previous || dayKey(previous.created_at) !== dayKey(message.created_at))
      rows.push({ kind: 'day', key: `day-${dayKey(message.created_at)}`, at: message.created_at });
    if (unreadFrom !== null && message.id === unreadFrom && !message.pending)
      rows.push({ kind: 'unread', key: 'unread' });
    rows.push({
      kind: 'message',
      key: message.key,
      message,
      groupEnd: !sameGroup(message, messages[index + 1]) || index === lastSeen,
      seenMark: index === lastSeen,
    });
  });
  return rows;
}
