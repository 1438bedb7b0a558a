import type { Gift } from '@amora/contracts';
import type { Outgoing } from './conversation-state';

/**
 * Why an unsent message did not go: the API's error code, `offline`, or null while it was on its way
 * (the page closed before the answer came: trying again with its client id cannot send it twice).
 */
export type UnsentReason = string | null;

/** One of the member's messages that has not reached the API yet, kept across reloads. */
export interface UnsentMessage {
  clientId: string;
  outgoing: Outgoing;
  createdAt: string;
  reason: UnsentReason;
}

/**
 * Kept per member and per counterpart profile: a conversation's page is reached by its id
 * (/chats/{id}) or by the profile (/members/{id}/chat), and both know the profile once loaded.
 */
const keyOf = (memberId: number, profileId: number) => `amora:chat-unsent:${memberId}:${profileId}`;

const isGift = (value: unknown): value is Gift => {
  const gift = value as Gift | null;
  return (
    typeof gift === 'object' &&
    gift !== null &&
    Number.isInteger(gift.id) &&
    typeof gift.name === 'string' &&
    typeof gift.image === 'string' &&
    Number.isInteger(gift.credits)
  );
};

/** What was stored, read defensively: the storage is the browser's, and older versions may have written it. */
function parse(raw: string | null): UnsentMessage[] {
  if (!raw) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item): UnsentMessage[] => {
    const { clientId, text, gift, createdAt, reason } = (item ?? {}) as Record<string, unknown>;
    if (typeof clientId !== 'string' || typeof createdAt !== 'string') return [];
    if (reason !== null && typeof reason !== 'string') return [];
    if (typeof text === 'string') return [{ clientId, outgoing: { text }, createdAt, reason }];
    if (isGift(gift)) return [{ clientId, outgoing: { gift }, createdAt, reason }];
    return [];
  });
}

export function readUnsent(memberId: number, profileId: number): UnsentMessage[] {
  try {
    return parse(globalThis.localStorage.getItem(keyOf(memberId, profileId)));
  } catch {
    return [];
  }
}

/** Replaces the conversation's unsent messages; none left removes the entry. */
export function writeUnsent(memberId: number, profileId: number, messages: UnsentMessage[]): void {
  const key = keyOf(memberId, profileId);
  try {
    if (messages.length === 0) {
      globalThis.localStorage.removeItem(key);
      return;
    }
    const stored = messages.map(({ clientId, outgoing, createdAt, reason }) => ({
      clientId,
      ...(outgoing.gift ? { gift: outgoing.gift } : { text: outgoing.text }),
      createdAt,
      reason,
    }));
    globalThis.localStorage.setItem(key, JSON.stringify(stored));
  } catch {
    // storage full or blocked (private mode): the messages stay on the page until it closes
  }
}
