/** The pieces of a Server-Sent Events stream (text/event-stream, as EventSource reads it). */

/**
 * One event. `id` is what EventSource sends back as Last-Event-ID when it reconnects; an event without
 * one (typing) leaves the client's resume point where it was. `json` is one line (JSON.stringify
 * escapes newlines), so it is one `data:` field.
 */
export function sseEvent(id: string | null, type: string, json: string): string {
  return `${id === null ? '' : `id: ${id}\n`}event: ${type}\ndata: ${json}\n\n`;
}

/** A comment line: keeps proxies from closing an idle stream; EventSource ignores it. */
export const SSE_HEARTBEAT = ':\n\n';

/** How long EventSource waits before reconnecting after the connection drops. */
export const sseRetry = (ms: number) => `retry: ${ms}\n\n`;
