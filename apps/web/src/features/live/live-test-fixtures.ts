import type { ChatsAnswer, LikesAnswer, LiveEvent } from '@amora/contracts';
import { card } from '../members/members-test-fixtures';

const AT = '2025-06-01T12:00:00.000Z';

/** GET /api/chats.php with one conversation per unread count. */
export function chatsAnswer(unread: number[]): ChatsAnswer {
  return {
    chats: unread.map((count, i) => ({
      conversation: { id: 100 + i },
      profile: card(200 + i),
      num_unread_messages: count,
      last_message: { kind: 'text', text: 'Hoi!', from_me: false },
      last_message_at: AT,
    })),
  };
}

/** GET /api/likes.php: `liked_by` with these like_new flags, one sent like. */
export function likesAnswer(likeNew: boolean[]): LikesAnswer {
  return {
    profiles: [{ ...card(300), liked_at: AT }],
    liked_by: likeNew.map((flag, i) => ({ ...card(400 + i), like_new: flag, liked_at: AT })),
  };
}

type Listener = (event: Event) => void;

/** An EventSource the test drives: `emit` sends one server event, `drop` ends the stream for good. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('no EventSource was opened');
    return source;
  }

  addEventListener(type: string, listener: Listener) {
    let set = this.listeners.get(type);
    if (!set) {
      set = new Set();
      this.listeners.set(type, set);
    }
    set.add(listener);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  private fire(type: string, event: Event) {
    if (this.closed && type !== 'error') return;
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.fire('open', new Event('open'));
  }

  /** A server event `event: <type>` with `data:` (JSON of `data`, or the raw string) and its event id. */
  emit(type: string, data: LiveEvent | string | Record<string, unknown>, eventId?: string) {
    const raw = typeof data === 'string' ? data : JSON.stringify(data);
    this.fire(type, new MessageEvent(type, { data: raw, lastEventId: eventId ?? '' }));
  }

  /** A dropped connection the browser resumes by itself (CONNECTING), or gives up (CLOSED). */
  fail(readyState: number) {
    this.readyState = readyState;
    this.fire('error', new Event('error'));
  }

  get closed() {
    return this.readyState === FakeEventSource.CLOSED;
  }
}

export function installEventSource() {
  FakeEventSource.instances = [];
  Object.assign(globalThis, { EventSource: FakeEventSource });
}
