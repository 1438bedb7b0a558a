import { randomUUID } from 'node:crypto';
import { type EntityManager, In, Not } from 'typeorm';
import type { Member } from '../../modules/accounts/entities/member.entity.js';
import { ChatMessage } from '../../modules/chat/chat-message.entity.js';
import { Conversation } from '../../modules/chat/conversation.entity.js';
import { ConversationParticipant } from '../../modules/chat/conversation-participant.entity.js';
import type { Gift } from '../../modules/chat/gift.entity.js';
import { CreditLedgerService } from '../../modules/credits/credit-ledger.service.js';
import { ProfileLike } from '../../modules/likes/profile-like.entity.js';
import { ModeratorQueueEntry } from '../../modules/moderation/moderator-queue-entry.entity.js';
import { Profile } from '../../modules/profiles/profile.entity.js';
import { tenantScoped } from '../../persistence/tenant-scoped.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { type ChatLanguage, type DemoChat, FICTIONAL_CHAT, GIFT_CHAT, MATCH_CHAT } from './demo-chats.js';

/** The demo member and their own profile. */
export interface DemoAccount {
  member: Member;
  profile: Profile;
}

type Partner = Pick<Profile, 'id' | 'name' | 'isFictional'>;

const MINUTE = 60_000;
const HOUR = 60;
const DAY = 24 * HOUR;
/** What the demo member can still send after the seeded history: a few messages to try the chat. */
const SPARE_MESSAGES = 10;

/**
 * Likes, two matches and three conversations of the demo member with profiles of its tenant (women who
 * look for men, as the demo member does): new and seen likes, sent likes, unread messages, a gift, and an
 * operator-run profile whose conversation waits in the moderators' queue. The credits of the demo
 * member's seeded messages come from a demo bonus, so the balance after them is the signup credits plus
 * a few messages.
 */
export async function seedDemoActivity(
  db: EntityManager,
  tenant: Tenant,
  account: DemoAccount,
  gifts: Map<string, Gift>,
  now = new Date(),
) {
  const cast = await castOf(db, tenant, account);
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
  await insertLikes(db, tenant, account, cast, at);
  const chats = (
    [
      [cast.chatting, MATCH_CHAT],
      [cast.fictionalChatting, FICTIONAL_CHAT],
      [cast.gifting, GIFT_CHAT],
    ] as const
  ).flatMap(([partner, chat]) => (partner ? [{ partner, chat }] : []));
  await bookDemoBonus(
    db,
    tenant,
    account,
    chats.map(({ chat }) => costOf(tenant, chat, gifts)),
  );
  const prefix = tenant.domainLanguage.slice(0, 2);
  const language: ChatLanguage = prefix in MATCH_CHAT.texts ? (prefix as ChatLanguage) : 'en';
  for (const { partner, chat } of chats) {
    await writeConversation(db, tenant, account, partner, { chat, language, gifts, at });
  }
  await dateLedger(db, tenant, account);
}

/** The women of the tenant who play a part, the same ones on every seed (a tenant with few has gaps). */
async function castOf(db: EntityManager, tenant: Tenant, account: DemoAccount) {
  const women = await tenantScoped(db, Profile).find(
    tenant,
    {
      id: Not(account.profile.id),
      gender: 'female',
      sexuality: In(['hetero', 'bi']),
      status: 'active',
      invisible: false,
    },
    { select: { id: true, name: true, isFictional: true }, order: { id: 'ASC' } },
  );
  const [chatting, matched, gifting, newLiker, newerLiker, oldLiker, likedOnce, likedTwice] = women.filter(
    (p) => !p.isFictional,
  );
  const [fictionalChatting, fictionalLiker] = women.filter((p) => p.isFictional);
  return {
    chatting,
    matched,
    gifting,
    fictionalChatting,
    received: [
      [chatting, 26 * HOUR, false],
      [matched, 2 * DAY, false],
      [newLiker, 2 * HOUR, true],
      [newerLiker, 35, true],
      [fictionalLiker, 7 * HOUR, true],
      [oldLiker, 4 * DAY, false],
    ] as [Partner | undefined, number, boolean][],
    sent: [
      [chatting, 25 * HOUR],
      [matched, 20 * HOUR],
      [fictionalChatting, 2 * DAY + 10],
      [likedOnce, 3 * HOUR],
      [likedTwice, 50 * HOUR],
    ] as [Partner | undefined, number][],
  };
}

/** Likes received (new and seen) and sent; the two who are both are the matches. */
async function insertLikes(
  db: EntityManager,
  tenant: Tenant,
  account: DemoAccount,
  { received, sent }: Awaited<ReturnType<typeof castOf>>,
  at: (minutesAgo: number) => Date,
) {
  const like = (likerProfileId: number, likedProfileId: number, minutesAgo: number, isNew: boolean) => ({
    likerProfileId,
    likedProfileId,
    isNew,
    source: 'like' as const,
    createdAt: at(minutesAgo),
  });
  const me = account.profile.id;
  // the profiles are the tenant's, so every like's site (the liker's) is the tenant
  await tenantScoped(db, ProfileLike).insert(tenant, [
    ...received.flatMap(([liker, minutesAgo, isNew]) =>
      liker ? [like(liker.id, me, minutesAgo, isNew)] : [],
    ),
    ...sent.flatMap(([liked, minutesAgo]) => (liked ? [like(me, liked.id, minutesAgo, true)] : [])),
  ]);
}

/** What the demo member paid for the lines of a conversation. */
function costOf(tenant: Tenant, chat: DemoChat, gifts: Map<string, Gift>) {
  return chat.lines
    .filter((line) => line.from === 'demo')
    .reduce((sum, line) => sum + priceOf(tenant, line.gift, gifts), 0);
}

function priceOf(tenant: Tenant, giftSlug: string | undefined, gifts: Map<string, Gift>) {
  if (giftSlug === undefined) return tenant.messageCredits;
  const gift = gifts.get(giftSlug);
  if (!gift) throw new Error(`No demo gift ${giftSlug}`);
  return gift.credits ?? tenant.giftCredits;
}

async function bookDemoBonus(db: EntityManager, tenant: Tenant, account: DemoAccount, costs: number[]) {
  await new CreditLedgerService().book(db, tenant, {
    memberId: account.member.id,
    delta: costs.reduce((a, b) => a + b, 0) + SPARE_MESSAGES * tenant.messageCredits,
    reason: 'bonus',
    reference: 'demo',
    idempotencyKey: `demo-bonus:${account.member.id}`,
  });
}

interface Writing {
  chat: DemoChat;
  language: ChatLanguage;
  gifts: Map<string, Gift>;
  at: (minutesAgo: number) => Date;
}

/**
 * A conversation as the chat leaves it: messages in order, each side has read up to its own last
 * message (its unread count is what the other wrote since), the demo member's messages paid through
 * the ledger, and a moderator queue entry while an operator-run profile owes an answer.
 */
async function writeConversation(
  db: EntityManager,
  tenant: Tenant,
  account: DemoAccount,
  partner: Partner,
  { chat, language, gifts, at }: Writing,
) {
  const profileOf = (from: 'demo' | 'them') => (from === 'demo' ? account.profile.id : partner.id);
  const texts = chat.texts[language](partner.name);
  const conversation = await tenantScoped(db, Conversation).save(tenant, {
    profileLowId: Math.min(account.profile.id, partner.id),
    profileHighId: Math.max(account.profile.id, partner.id),
    startedByProfileId: profileOf(chat.lines[0].from),
    createdAt: at(chat.lines[0].minutesAgo),
  });
  const messages = chat.lines.map((line, index) => {
    const mine = line.from === 'demo';
    const gift = line.gift === undefined ? null : (gifts.get(line.gift) ?? null);
    return {
      id: 0,
      conversationId: conversation.id,
      senderProfileId: profileOf(line.from),
      kind: gift ? ('gift' as const) : ('text' as const),
      text: texts[index],
      giftId: gift?.id ?? null,
      credits: mine ? priceOf(tenant, line.gift, gifts) : 0,
      clientId: mine ? randomUUID() : null,
      createdAt: at(line.minutesAgo),
    };
  });
  const inserted = await tenantScoped(db, ChatMessage).insert(
    tenant,
    messages.map(({ id: _none, ...message }) => message),
  );
  // one statement numbers its rows in order
  const ids = inserted.identifiers.map((row) => row.id as number).sort((a, b) => a - b);
  for (const [index, message] of messages.entries()) {
    message.id = ids[index];
    if (message.clientId) await payFor(db, tenant, account, message);
  }
  const last = messages[messages.length - 1];
  await tenantScoped(db, Conversation).update(
    tenant,
    { id: conversation.id },
    { lastMessageId: last.id, lastMessageAt: last.createdAt },
  );
  await tenantScoped(db, ConversationParticipant).insert(tenant, [
    {
      conversationId: conversation.id,
      profileId: account.profile.id,
      memberId: account.member.id,
      ...readState(messages, account.profile.id),
    },
    {
      conversationId: conversation.id,
      profileId: partner.id,
      memberId: null,
      ...readState(messages, partner.id),
    },
  ]);
  const lastAnswer = messages.findLastIndex((m) => m.senderProfileId === partner.id);
  const waiting = messages.slice(lastAnswer + 1);
  if (partner.isFictional && waiting.length > 0) {
    await tenantScoped(db, ModeratorQueueEntry).insert(tenant, [
      {
        conversationId: conversation.id,
        memberId: account.member.id,
        fictionalProfileId: partner.id,
        waitingSince: waiting[0].createdAt,
      },
    ]);
  }
}

/** A side has read what the other wrote before its own last message; the rest is unread. */
export function readState(messages: Pick<ChatMessage, 'id' | 'senderProfileId'>[], profileId: number) {
  const ownLast = messages.findLastIndex((m) => m.senderProfileId === profileId);
  const theirs = (from: number, to: number) =>
    messages.slice(from, to).filter((m) => m.senderProfileId !== profileId);
  const read = theirs(0, Math.max(ownLast, 0));
  return {
    lastReadMessageId: read.length > 0 ? read[read.length - 1].id : 0,
    unreadCount: theirs(ownLast + 1, messages.length).length,
  };
}

function payFor(
  db: EntityManager,
  tenant: Tenant,
  account: DemoAccount,
  message: Pick<ChatMessage, 'id' | 'kind' | 'credits' | 'clientId'>,
) {
  return new CreditLedgerService().book(db, tenant, {
    memberId: account.member.id,
    delta: -message.credits,
    reason: message.kind === 'gift' ? 'gift' : 'message',
    reference: `message:${message.id}`,
    idempotencyKey: `message:${account.member.id}:${message.clientId}`,
  });
}

/** The ledger dated like the story: the signup and the bonus when the member joined, each message when sent. */
async function dateLedger(db: EntityManager, tenant: Tenant, account: DemoAccount) {
  await db.query('UPDATE credit_ledger SET created_at = $3 WHERE tenant_id = $1 AND member_id = $2', [
    tenant.id,
    account.member.id,
    account.member.createdAt,
  ]);
  await db.query(
    `UPDATE credit_ledger l SET created_at = m.created_at FROM chat_message m
     WHERE l.tenant_id = $1 AND l.member_id = $2 AND l.reference = 'message:' || m.id`,
    [tenant.id, account.member.id],
  );
}
