import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * An open event stream's connection, taken over from node:http once its head is out. node:http keeps
 * a request, a response, a parser and a dozen listeners per connection for as long as the response
 * lasts (some 7 KB a stream, and 2 KB more of the parser's native memory); a stream only ever writes,
 * so the socket alone is kept, as node:http itself does for an upgraded connection.
 */
export interface StreamSocket {
  socket: Socket;
  /** Whether the head announced a chunked body (HTTP/1.1), so every write is framed as a chunk. */
  chunked: boolean;
}

type FreeParser = (parser: unknown, request: IncomingMessage, socket: Socket) => void;

/** The parts of node:http's HTTPParser that freeParser works with (any may be missing on another Node). */
interface HttpParser {
  _consumed?: boolean;
  unconsume?(): void;
  remove?(): void;
  close?(): void;
  onIncoming?: unknown;
  socket?: unknown;
  incoming?: unknown;
}

/**
 * What node:http's freeParser does, for a Node without it. The parser must stop reading the socket:
 * it would go on parsing whatever the client sends after the stream's request, writing a 400 into the
 * stream for junk, and handing a request pipelined later to a server that let go of the connection
 * (node:http then fails an internal assertion, which ends the process). It cannot go back to node's
 * pool, so it is closed instead, its native memory freed.
 */
export function freeParserByHand(parser: unknown, _request: IncomingMessage, socket: Socket) {
  (socket as Socket & { parser: unknown }).parser = null;
  const httpParser = parser as HttpParser | null;
  if (!httpParser) return;
  // a server's parser reads the socket's handle itself (in C++), not through its 'data' events
  if (httpParser._consumed) httpParser.unconsume?.();
  httpParser._consumed = false;
  httpParser.onIncoming = httpParser.socket = httpParser.incoming = null;
  // off the server's list of connections that its headers and request timeouts check
  httpParser.remove?.();
  // as node:http does, once the stack (maybe in the parser's own callbacks) has unwound
  setImmediate(() => httpParser.close?.());
}

/** node:http's own clean-up of a connection's parser (off the socket, back to its pool). It is internal. */
function nodeFreeParser(): FreeParser | null {
  const common = process.getBuiltinModule?.('_http_common') as { freeParser?: unknown } | undefined;
  if (typeof common?.freeParser === 'function') return common.freeParser as FreeParser;
  process.emitWarning("node:http's freeParser is gone: event streams free their parsers by hand", {
    code: 'AMORA_NO_FREE_PARSER',
  });
  return null;
}

/** How a taken-over connection's parser is freed; the tests switch it to run the take-over both ways. */
export const parserFreeing: { free: FreeParser } = { free: nodeFreeParser() ?? freeParserByHand };

/** The socket events node:http listens to for a connection's next request (as its upgrade drops them). */
const HTTP_SOCKET_EVENTS = ['data', 'end', 'close', 'drain', 'error', 'timeout'] as const;

const ignoreError = () => {};
function destroyOnEnd(this: Socket) {
  this.destroy();
}

/**
 * Writes the response's head with `headers` (node:http serialises and checks them) and takes the
 * connection over. Null when the client is gone already (or its connection is still busy with an
 * earlier request): nothing more is to be written then.
 */
export function takeOver(
  request: IncomingMessage,
  response: ServerResponse,
  headers: OutgoingHttpHeaders,
): StreamSocket | null {
  const socket = response.socket;
  if (!socket || socket.destroyed) {
    response.destroy();
    return null;
  }
  response.writeHead(200, headers);
  response.flushHeaders();
  const chunked = response.chunkedEncoding;
  for (const event of HTTP_SOCKET_EVENTS) socket.removeAllListeners(event);
  response.detachSocket(socket);
  parserFreeing.free((socket as Socket & { parser: unknown }).parser, request, socket);
  // node:http stops reading a connection whose pipelined requests' answers pile up behind this one's,
  // and undoes every resume until they are sent (never, now): a stream must read, or its client's end
  // goes unseen. Its resume listener starts reading again once this flag is down.
  (socket as Socket & { _paused?: boolean })._paused = false;
  // a write to a gone client fails with an error event, which must never go unheard
  socket.on('error', ignoreError);
  // the server's sockets stay half open when the client ends its side: a stream then ends too
  socket.on('end', destroyOnEnd);
  // read (and drop) whatever the client sends, so that its end is seen
  socket.resume();
  socket.setNoDelay(true);
  return { socket, chunked };
}

/** `text` as one chunk of a chunked body. */
export const asChunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;

/** Ends the body (the last chunk of a chunked one) and closes the connection once it is written. */
export function endStream({ socket, chunked }: StreamSocket) {
  if (socket.destroyed) return;
  socket.end(chunked ? '0\r\n\r\n' : '', () => socket.destroy());
}
