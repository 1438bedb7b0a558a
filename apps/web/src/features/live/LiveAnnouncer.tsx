import type { ChatsAnswer, LikesAnswer, LiveEvent } from '@amora/contracts';
import { VisuallyHidden } from '@amora/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { pathTo } from '../../lib/routes/paths';
import { onLiveEvent, useChats, useLikes } from './live-data';

/** How long a line stays in the region (a screen reader reads it as it is added). */
const SAID_MS = 15_000;

type MessageEvent = Extract<LiveEvent, { type: 'message' }>;

const senderName = (chats: ChatsAnswer | undefined, profileId: number) =>
  chats?.chats.find((chat) => chat.profile.id === profileId)?.profile.name;

/** The member's own like back makes a match too: the other had liked them first. */
const matchedByMe = (likes: LikesAnswer | undefined, profileId: number) =>
  likes?.liked_by.some((like) => like.id === profileId) ?? false;

/**
 * Says politely what arrives live and otherwise shows only in badges and the title: a new message (not
 * the member's own from another tab, not one of the open conversation, whose log says it), a like, a
 * match the other made. A first message's sender is named once the reloaded chats know them.
 */
export function LiveAnnouncer() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { data: chats } = useChats();
  const { data: likes } = useLikes();
  const [said, setSaid] = useState<{ key: number; text: string }[]>([]);
  const [unnamed, setUnnamed] = useState<number[]>([]);
  const latest = useRef({ chats, likes, pathname });
  latest.current = { chats, likes, pathname };
  const nextKey = useRef(0);

  const say = useCallback(
    (id: string, name: string) => {
      const line = { key: nextKey.current++, text: intl.formatMessage({ id }, { name }) };
      setSaid((lines) => [...lines, line]);
    },
    [intl],
  );

  useEffect(() => {
    const onMessage = ({ message, profile_id }: MessageEvent) => {
      const open = latest.current.pathname;
      if (message.from_me) return;
      if (open === pathTo('chats-id', { id: String(message.conversation_id) })) return;
      if (open === pathTo('members-id-chat', { id: String(profile_id) })) return;
      const name = senderName(latest.current.chats, profile_id);
      if (name) say('live.announce.message', name);
      else setUnnamed((ids) => (ids.includes(profile_id) ? ids : [...ids, profile_id]));
    };
    const stops = [
      onLiveEvent('message', onMessage),
      onLiveEvent('like', ({ profile }) => say('live.announce.like', profile.name)),
      onLiveEvent('match', ({ profile }) => {
        if (!matchedByMe(latest.current.likes, profile.id)) say('live.announce.match', profile.name);
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [say]);

  useEffect(() => {
    const named = unnamed.flatMap((id) => senderName(chats, id) ?? []);
    if (named.length === 0) return;
    for (const name of named) say('live.announce.message', name);
    setUnnamed((ids) => ids.filter((id) => !senderName(chats, id)));
  }, [chats, unnamed, say]);

  // the lines go after a while, so reading the page later does not find them
  useEffect(() => {
    if (said.length === 0) return;
    const timer = setTimeout(() => setSaid((lines) => lines.slice(1)), SAID_MS);
    return () => clearTimeout(timer);
  }, [said]);

  return (
    <VisuallyHidden role="status" data-testid="live-announcer">
      {said.map((line) => (
        <span key={line.key}>{line.text} </span>
      ))}
    </VisuallyHidden>
  );
}
