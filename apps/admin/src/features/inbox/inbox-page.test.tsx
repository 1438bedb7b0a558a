import { fireEvent, screen, waitFor } from '@testing-library/react';
import { errorAnswer, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { routeFetch, signedInAs } from '../../test/staff-fixtures';
import { REOPEN_MS } from './inbox-page';

const card = (id: number, name: string, fictional = false) => ({
  id,
  name,
  age: 34,
  city: 'Utrecht',
  region: 'UT',
  country: 'NL',
  main_image: null as { filename: string; thumb_filename: string; match: string } | null,
  fictional,
  online: false,
  distance: null,
});
const entry = (id: number, claim: unknown = null) => ({
  conversation_id: id,
  tenant_id: 1,
  waiting_since: '2026-11-26T01:00:00.000Z',
  claim,
  member: { id: 500 + id, profile: card(500 + id, `Member ${id}`) },
  fictional_profile: card(900, 'Fiona', true),
  last_message: { kind: 'text', text: `Hello from ${id}`, created_at: '2026-11-26T01:00:00.000Z' },
});
const UNTIL = new Date(Date.now() + 5 * 60_000).toISOString();
const conversation = (id: number) => ({
  conversation_id: id,
  tenant_id: 1,
  claim: { by: { id: 10, name: 'Max Moderator' }, until: UNTIL },
  waiting: true,
  member: {
    id: 500 + id,
    email: 'member@example.com',
    credits: 42,
    paid_user: true,
    language: 'nl',
    created_at: '2026-10-01T10:00:00.000Z',
    profile: { ...card(500 + id, `Member ${id}`), about: 'Likes walks', gender: 'male', sexuality: 'hetero' },
    notes: 'Prefers short answers',
  },
  fictional_profile: { ...card(900, 'Fiona', true), about: 'Artist', notes: 'Has a cat' },
  messages: [
    {
      id: 1,
      conversation_id: id,
      tenant_id: 1,
      kind: 'text',
      text: 'Hi Fiona',
      created_at: '2026-11-25T20:00:00.000Z',
      staff: null,
      from_member: true,
    },
    {
      id: 2,
      conversation_id: id,
      tenant_id: 1,
      kind: 'text',
      text: 'Hi there!',
      created_at: '2026-11-25T20:05:00.000Z',
      staff: { id: 7, name: 'Mia Moderator' },
      from_member: false,
    },
  ],
});

type Claim = (id: number) => Response;
const claimed: Claim = () =>
  jsonResponse(200, { claim: { by: { id: 10, name: 'Max Moderator' }, until: UNTIL } });

const sent = () =>
  jsonResponse(200, {
    message: { ...conversation(1).messages[1], id: 3, text: 'Hello, how are you?', created_at: UNTIL },
  });

type Context = (id: number) => unknown;

function setUp({
  claim = claimed,
  reply = sent,
  context = conversation as Context,
  waiting = [entry(1), entry(2)],
} = {}) {
  const fetchMock = mockFetch();
  const answered = new Set<number>();
  routeFetch(fetchMock, {
    'GET /api/admin/me.php': signedInAs('moderator'),
    'GET /api/admin/inbox.php': (_init, url) =>
      jsonResponse(
        200,
        url.searchParams.get('cursor') === '2'
          ? { conversations: [entry(3)], next_cursor: null }
          : {
              conversations: waiting.filter((e) => !answered.has(e.conversation_id)),
              next_cursor: '2',
            },
      ),
    'POST /api/admin/inbox-claim.php': (init) => claim(JSON.parse(String(init?.body)).conversation_id),
    'GET /api/admin/inbox-conversation.php': (_init, url) =>
      jsonResponse(200, context(Number(url.searchParams.get('conversation_id')))),
    'POST /api/admin/inbox-reply.php': (init) => {
      const body = JSON.parse(String(init?.body));
      answered.add(body.conversation_id);
      return reply();
    },
    'POST /api/admin/inbox-release.php': () => jsonResponse(200, { ok: true }),
    'PATCH /api/admin/notes.php': (init) => jsonResponse(200, JSON.parse(String(init?.body))),
  });
  renderApp('/moderation');
  return fetchMock;
}
const calls = (mock: jest.Mock, method: string, path: string) =>
  mock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).startsWith(path));

describe('moderation inbox', () => {
  it('shows the waiting conversations and pages by cursor', async () => {
    const fetchMock = setUp();
    expect((await screen.findByTestId('inbox-entry-1')).textContent).toContain('Member 1 → Fiona');
    expect(screen.getByTestId('inbox-entry-1').textContent).toContain('Hello from 1');
    fireEvent.click(screen.getByTestId('inbox-pager-next'));
    await screen.findByTestId('inbox-entry-3');
    expect(screen.queryByTestId('inbox-entry-1')).toBeNull();
    expect(String(calls(fetchMock, 'GET', '/api/admin/inbox.php').at(-1)?.[0])).toBe(
      '/api/admin/inbox.php?cursor=2',
    );
  });

  it("shows the members' main photos as thumbnails from their site's media, initials without one", async () => {
    const image = { filename: 'p/k1/full.webp', thumb_filename: 'p/k1/thumb.webp', match: 'p/k1/match.webp' };
    const withPhoto = (id: number, tenantId: number) => {
      const waiting = entry(id);
      return {
        ...waiting,
        tenant_id: tenantId,
        member: { ...waiting.member, profile: { ...waiting.member.profile, main_image: image } },
      };
    };
    setUp({ waiting: [withPhoto(1, 1), withPhoto(2, 2), entry(3)] });
    const thumb = (id: number) =>
      screen.getByTestId(`avatar-${id}`).querySelector('img')?.getAttribute('src');
    await screen.findByTestId('inbox-entry-1');
    expect(thumb(501)).toBe('/media/p/k1/thumb.webp');
    expect(thumb(502)).toBe('https://cdn.example/liefde/p/k1/thumb.webp');
    expect(screen.getByTestId('avatar-503').textContent).toBe('M');
  });

  it('says who holds a claim in the queue, and no longer once it lapsed', async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    setUp({
      waiting: [
        entry(1, { by: { id: 11, name: 'Mia Moderator' }, until: UNTIL }),
        entry(2, { by: { id: 10, name: 'Max Moderator' }, until: UNTIL }),
        entry(3, { by: { id: 11, name: 'Mia Moderator' }, until: past }),
      ],
    });
    expect((await screen.findByTestId('inbox-entry-1')).textContent).toContain('claimed by Mia Moderator');
    expect(screen.getByTestId('inbox-entry-2').textContent).toContain('claimed by you');
    expect(screen.getByTestId('inbox-entry-3').textContent).not.toContain('claimed');
    expect(screen.getByTestId('inbox-entry-1').textContent).toContain('Vonk');
  });

  it('claims a conversation on opening and shows member, credits, notes and who wrote', async () => {
    const fetchMock = setUp();
    fireEvent.click(await screen.findByTestId('inbox-entry-1'));
    expect((await screen.findByTestId('inbox-member')).textContent).toContain('member@example.com');
    const claims = calls(fetchMock, 'POST', '/api/admin/inbox-claim.php');
    expect(claims.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ conversation_id: 1 }]);
    expect(screen.getByTestId('inbox-countdown').textContent).toMatch(/^Yours for [45]:\d\d$/);
    expect(screen.getByTestId('inbox-credits').textContent).toBe('42 credits');
    expect((screen.getByTestId('inbox-notes-member') as HTMLTextAreaElement).value).toBe(
      'Prefers short answers',
    );
    expect((screen.getByTestId('inbox-notes-profile') as HTMLTextAreaElement).value).toBe('Has a cat');
    expect(screen.getByTestId('inbox-message-2').textContent).toContain('written by Mia Moderator');
    expect(screen.getByTestId('inbox-message-1').textContent).not.toContain('written by');
  });

  it('names the moderator holding the claim and when it ends', async () => {
    const holder = { by: { id: 11, name: 'Mia Moderator' }, until: '2026-11-26T02:05:00.000Z' };
    setUp({
      claim: () => errorAnswer('conversation_claimed', holder as never),
      context: (id) => ({ ...conversation(id), claim: holder }),
    });
    fireEvent.click(await screen.findByTestId('inbox-entry-2'));
    const error = await screen.findByTestId('inbox-held');
    expect(error.textContent).toMatch(/^Mia Moderator is answering this conversation until \d/);
    expect((await screen.findByTestId('inbox-send')).hasAttribute('disabled')).toBe(true);
  });

  it('sends a reply, after which the conversation leaves the queue', async () => {
    const fetchMock = setUp();
    fireEvent.click(await screen.findByTestId('inbox-entry-1'));
    // the reply box says whom the moderator writes as
    expect((await screen.findByTestId('inbox-reply-as')).textContent).toBe('Answering as Fiona, 34, Utrecht');
    expect(screen.getByLabelText('Answering as Fiona, 34, Utrecht')).toBe(screen.getByTestId('inbox-reply'));
    fireEvent.change(await screen.findByTestId('inbox-reply'), { target: { value: 'Hello, how are you?' } });
    fireEvent.click(screen.getByTestId('inbox-send'));
    await waitFor(() => expect(screen.queryByTestId('inbox-entry-1')).toBeNull());
    expect(screen.getByTestId('inbox-entry-2')).toBeTruthy();
    expect(screen.queryByTestId('inbox-conversation')).toBeNull();
    expect(screen.getByTestId('inbox-sent').textContent).toBe('Reply sent to Member 1 as Fiona.');
    const [[, init]] = calls(fetchMock, 'POST', '/api/admin/inbox-reply.php');
    expect(JSON.parse(String(init?.body))).toEqual({ conversation_id: 1, text: 'Hello, how are you?' });
  });

  it('says so when the claim lapsed before the reply', async () => {
    setUp({ reply: () => errorAnswer('conversation_not_claimed') });
    fireEvent.click(await screen.findByTestId('inbox-entry-1'));
    fireEvent.change(await screen.findByTestId('inbox-reply'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByTestId('inbox-send'));
    expect((await screen.findByTestId('inbox-expired')).textContent).toContain('Claim expired');
    expect(screen.queryByTestId('inbox-countdown')).toBeNull();
    expect(screen.getByTestId('inbox-send').hasAttribute('disabled')).toBe(true);
    expect((screen.getByTestId('inbox-reply') as HTMLTextAreaElement).value).toBe('Hi');
  });

  it('saves the notes on the member and on the profile', async () => {
    const fetchMock = setUp();
    fireEvent.click(await screen.findByTestId('inbox-entry-1'));
    fireEvent.change(await screen.findByTestId('inbox-notes-member'), {
      target: { value: 'Asked about Paris' },
    });
    fireEvent.click(screen.getByTestId('inbox-notes-member-save'));
    await waitFor(() => expect(screen.getByTestId('inbox-notes-member-save').textContent).toBe('Saved'));
    fireEvent.change(screen.getByTestId('inbox-notes-profile'), { target: { value: 'Has two cats' } });
    fireEvent.click(screen.getByTestId('inbox-notes-profile-save'));
    await waitFor(() => expect(calls(fetchMock, 'PATCH', '/api/admin/notes.php')).toHaveLength(2));
    expect(
      calls(fetchMock, 'PATCH', '/api/admin/notes.php').map(([, init]) => JSON.parse(String(init?.body))),
    ).toEqual([
      { subject: 'member', id: 501, notes: 'Asked about Paris' },
      { subject: 'profile', id: 900, notes: 'Has two cats' },
    ]);
  });
});

/** The browser's EventSource, which jsdom lacks: the test plays the server's side of the stream. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readyState = 0;
  readonly listeners = new Map<string, (event: { data: string }) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: { data: string }) => void) {
    this.listeners.set(type, listener);
  }
  /** An event as the server writes it: `event: queue`, which EventSource hands only to its listeners. */
  emit(change: string, conversationId: number, claimedBy: number | null = null) {
    const data = JSON.stringify({
      type: 'queue',
      change,
      tenant_id: 1,
      conversation_id: conversationId,
      claimed_by: claimedBy,
      claimed_until: claimedBy === null ? null : UNTIL,
    });
    this.listeners.get('queue')?.({ data });
  }
  close() {
    this.closed = true;
  }
}

describe('moderation inbox, live and claims', () => {
  beforeEach(() => {
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });
  afterEach(() => {
    delete (globalThis as { EventSource?: unknown }).EventSource;
  });

  it('reloads the queue on an event and after a reconnect', async () => {
    const fetchMock = setUp();
    await screen.findByTestId('inbox-entry-1');
    const source = FakeEventSource.last as FakeEventSource;
    expect(source.url).toBe('/api/admin/inbox-events.php');
    const lists = () => calls(fetchMock, 'GET', '/api/admin/inbox.php').length;
    const before = lists();
    source.emit('added', 4);
    await waitFor(() => expect(lists()).toBe(before + 1));
    source.onopen?.();
    source.onopen?.();
    await waitFor(() => expect(lists()).toBe(before + 2));
  });

  it('opens the stream again some time after the server refused it, and reloads the queue then', async () => {
    const fetchMock = setUp();
    await screen.findByTestId('inbox-entry-1');
    const refused = FakeEventSource.last as FakeEventSource;
    refused.onopen?.();
    jest.useFakeTimers();
    try {
      refused.readyState = 2;
      refused.onerror?.();
      expect(refused.closed).toBe(true);
      jest.advanceTimersByTime(REOPEN_MS - 1);
      expect(FakeEventSource.last).toBe(refused);
      jest.advanceTimersByTime(1);
      expect(FakeEventSource.last).not.toBe(refused);
    } finally {
      jest.useRealTimers();
    }
    const lists = () => calls(fetchMock, 'GET', '/api/admin/inbox.php').length;
    const before = lists();
    (FakeEventSource.last as FakeEventSource).onopen?.();
    await waitFor(() => expect(lists()).toBe(before + 1));
  });

  it('renews the claim by claiming again, and releases it', async () => {
    const fetchMock = setUp();
    fireEvent.click(await screen.findByTestId('inbox-entry-1'));
    await screen.findByTestId('inbox-countdown');
    expect(screen.getByTestId('inbox-claim').textContent).toBe('Renew claim');
    fireEvent.click(screen.getByTestId('inbox-claim'));
    await waitFor(() => expect(calls(fetchMock, 'POST', '/api/admin/inbox-claim.php')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('inbox-release'));
    await waitFor(() => expect(screen.queryByTestId('inbox-conversation')).toBeNull());
    const [[, init]] = calls(fetchMock, 'POST', '/api/admin/inbox-release.php');
    expect(JSON.parse(String(init?.body))).toEqual({ conversation_id: 1 });
  });

  it('reloads the open conversation when the member writes again', async () => {
    const fetchMock = setUp();
    fireEvent.click(await screen.findByTestId('inbox-entry-1'));
    await screen.findByTestId('inbox-history');
    const loads = () => calls(fetchMock, 'GET', '/api/admin/inbox-conversation.php').length;
    expect(loads()).toBe(1);
    (FakeEventSource.last as FakeEventSource).emit('message', 2);
    (FakeEventSource.last as FakeEventSource).emit('message', 1);
    await waitFor(() => expect(loads()).toBe(2));
  });

  it('takes the claim away when its time is up, offers it again, and names whoever took it meanwhile', async () => {
    const soon = () => new Date(Date.now() + 1200).toISOString();
    let claims = 0;
    let holder: { by: { id: number; name: string }; until: string } | null = null;
    const fetchMock = setUp({
      claim: () => {
        claims += 1;
        return jsonResponse(200, { claim: { by: { id: 10, name: 'Max Moderator' }, until: soon() } });
      },
      context: (id) => ({ ...conversation(id), claim: holder }),
    });
    fireEvent.click(await screen.findByTestId('inbox-entry-1'));
    fireEvent.change(await screen.findByTestId('inbox-reply'), { target: { value: 'Draft' } });
    expect(screen.getByTestId('inbox-send').hasAttribute('disabled')).toBe(false);

    const expired = await screen.findByTestId('inbox-expired', {}, { timeout: 3000 });
    expect(expired.textContent).toContain('Claim expired');
    expect(screen.queryByTestId('inbox-countdown')).toBeNull();
    expect(screen.queryByTestId('inbox-release')).toBeNull();
    expect(screen.queryByTestId('inbox-claim')).toBeNull();
    expect(screen.getByTestId('inbox-send').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('inbox-reply-hint').textContent).toBe('Claim the conversation to reply.');

    fireEvent.click(screen.getByTestId('inbox-claim-again'));
    await waitFor(() => expect(claims).toBe(2));
    expect(await screen.findByTestId('inbox-countdown')).toBeTruthy();
    expect(screen.queryByTestId('inbox-expired')).toBeNull();
    expect(screen.getByTestId('inbox-send').hasAttribute('disabled')).toBe(false);
    expect((screen.getByTestId('inbox-reply') as HTMLTextAreaElement).value).toBe('Draft');

    await screen.findByTestId('inbox-expired', {}, { timeout: 3000 });
    holder = { by: { id: 11, name: 'Mia Moderator' }, until: UNTIL };
    (FakeEventSource.last as FakeEventSource).emit('claimed', 1, 11);
    expect((await screen.findByTestId('inbox-held')).textContent).toMatch(
      /^Mia Moderator is answering this conversation until \d/,
    );
    expect(screen.queryByTestId('inbox-expired')).toBeNull();
    expect(screen.getByTestId('inbox-send').hasAttribute('disabled')).toBe(true);
    expect(calls(fetchMock, 'POST', '/api/admin/inbox-reply.php')).toHaveLength(0);
  });
});
