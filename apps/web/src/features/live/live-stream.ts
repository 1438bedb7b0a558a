import { EVENT_RETRY_MS, LIVE_EVENT_TYPES, type LiveEvent } from '@amora/contracts';

/** Path of the member's event stream (API_ROUTES.events; the route table's schemas stay out of this chunk). */
export const EVENTS_PATH = '/api/events';
/** The longest wait before opening a stream again that the server had closed. */
export const MAX_REOPEN_MS = 60_000;
/** EventSource.CLOSED: the browser gave the stream up and will not reconnect by itself. */
const CLOSED = 2;

export interface LiveStreamOptions {
  /** Checks one event's data; null drops it (a newer server's event this tab does not know). */
  parse: (data: unknown) => LiveEvent | null;
  onEvent: (event: LiveEvent) => void;
  /**
   * The stream was opened anew after the server had ended it. It resumes after the last event seen
   * (`last_event_id`), but the server keeps events for a while only: what changed is loaded as well.
   */
  onResync: () => void;
  createEventSource?: (url: string) => EventSource;
}

function readData(raw: unknown): unknown {
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * One EventSource on GET /api/events, handing every event on. A dropped connection is resumed by the
 * browser itself (with the Last-Event-ID header); a stream the server refused or ended for good (the
 * EventSource is CLOSED) is opened again after EVENT_RETRY_MS, doubling up to MAX_REOPEN_MS, from the
 * last event seen (a new EventSource cannot send the header: the `last_event_id` query says it). Answers
 * the close.
 */
export function openLiveStream({
  parse,
  onEvent,
  onResync,
  createEventSource = (url) => new EventSource(url),
}: LiveStreamOptions): () => void {
  let source: EventSource | null = null;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let reopenMs = EVENT_RETRY_MS;
  let closed = false;
  let lastEventId = '';

  const receive = (type: string) => (message: Event) => {
    const { data, lastEventId: id } = message as MessageEvent;
    if (id) lastEventId = id;
    const event = parse(readData(data));
    if (event && event.type === type) onEvent(event);
  };

  const open = (reopened: boolean) => {
    const resume = lastEventId && `?last_event_id=${encodeURIComponent(lastEventId)}`;
    const current = createEventSource(`${EVENTS_PATH}${resume}`);
    source = current;
    for (const type of LIVE_EVENT_TYPES) current.addEventListener(type, receive(type));
    current.addEventListener('open', () => {
      reopenMs = EVENT_RETRY_MS;
      if (reopened) onResync();
      reopened = false;
    });
    current.addEventListener('error', () => {
      if (closed || current.readyState !== CLOSED) return;
      reopenTimer = setTimeout(() => open(true), reopenMs);
      reopenMs = Math.min(reopenMs * 2, MAX_REOPEN_MS);
    });
  };

  open(false);
  return () => {
    closed = true;
    clearTimeout(reopenTimer);
    source?.close();
  };
}
