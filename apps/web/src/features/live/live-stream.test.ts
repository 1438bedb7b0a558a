import { API_ROUTES, EVENT_RETRY_MS, type LiveEvent, liveEventSchema } from '@amora/contracts';
import { EVENTS_PATH, MAX_REOPEN_MS, openLiveStream } from './live-stream';
import { FakeEventSource } from './live-test-fixtures';

const parse = (data: unknown) => {
  const parsed = liveEventSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
};

function open() {
  FakeEventSource.instances = [];
  const events: LiveEvent[] = [];
  const onResync = jest.fn();
  const close = openLiveStream({
    parse,
    onEvent: (event) => events.push(event),
    onResync,
    createEventSource: (url) => new FakeEventSource(url) as unknown as EventSource,
  });
  return { events, onResync, close };
}

describe('the live stream client', () => {
  afterEach(() => jest.useRealTimers());

  it('opens one EventSource on the contract path of GET /api/events', () => {
    expect(EVENTS_PATH).toBe(API_ROUTES.events.path);
    open();
    expect(FakeEventSource.instances.map((s) => s.url)).toEqual(['/api/events']);
  });

  it('hands on every valid event under its own name, and drops what does not fit the contract', () => {
    const { events } = open();
    const source = FakeEventSource.latest();
    source.open();
    source.emit('credits', { type: 'credits', credits: 40 });
    source.emit('chats', { type: 'chats' });
    source.emit('likes', { type: 'likes' });
    source.emit('typing', { type: 'typing', conversation_id: 9 });
    // not JSON, wrong fields, a type under another event's name, an event this tab does not know
    source.emit('credits', 'not json');
    source.emit('credits', { type: 'credits', credits: 'many' });
    source.emit('chats', { type: 'likes' });
    source.emit('surprise', { type: 'surprise' });
    expect(events).toEqual([
      { type: 'credits', credits: 40 },
      { type: 'chats' },
      { type: 'likes' },
      { type: 'typing', conversation_id: 9 },
    ]);
  });

  it('leaves a dropped connection to the browser, which resumes with Last-Event-ID', () => {
    jest.useFakeTimers();
    const { onResync } = open();
    const source = FakeEventSource.latest();
    source.open();
    source.fail(FakeEventSource.CONNECTING);
    jest.advanceTimersByTime(MAX_REOPEN_MS);
    source.open();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(onResync).not.toHaveBeenCalled();
  });

  it('opens a stream the server ended again, later each time, and then loads what it missed', () => {
    jest.useFakeTimers();
    const { onResync, events } = open();
    FakeEventSource.latest().fail(FakeEventSource.CLOSED);
    jest.advanceTimersByTime(EVENT_RETRY_MS - 1);
    expect(FakeEventSource.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);

    // refused again: twice the wait
    FakeEventSource.latest().fail(FakeEventSource.CLOSED);
    jest.advanceTimersByTime(2 * EVENT_RETRY_MS - 1);
    expect(FakeEventSource.instances).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(3);

    const third = FakeEventSource.latest();
    third.open();
    expect(onResync).toHaveBeenCalledTimes(1);
    third.emit('chats', { type: 'chats' }, '41');
    expect(events).toEqual([{ type: 'chats' }]);

    // after a good connection the wait starts small again, and the stream resumes after the last event
    third.fail(FakeEventSource.CLOSED);
    jest.advanceTimersByTime(EVENT_RETRY_MS);
    expect(FakeEventSource.instances).toHaveLength(4);
    expect(FakeEventSource.latest().url).toBe('/api/events?last_event_id=41');
    expect(FakeEventSource.instances.slice(0, 3).map((source) => source.url)).toEqual([
      '/api/events',
      '/api/events',
      '/api/events',
    ]);
  });

  it('never waits longer than MAX_REOPEN_MS', () => {
    jest.useFakeTimers();
    open();
    for (let i = 0; i < 8; i++) {
      FakeEventSource.latest().fail(FakeEventSource.CLOSED);
      jest.advanceTimersByTime(MAX_REOPEN_MS);
    }
    expect(FakeEventSource.instances).toHaveLength(9);
  });

  it('closes the stream and reopens nothing after close', () => {
    jest.useFakeTimers();
    const { close, events } = open();
    const source = FakeEventSource.latest();
    source.fail(FakeEventSource.CLOSED);
    close();
    jest.advanceTimersByTime(MAX_REOPEN_MS);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(source.closed).toBe(true);
    source.emit('chats', { type: 'chats' });
    expect(events).toEqual([]);
  });
});
