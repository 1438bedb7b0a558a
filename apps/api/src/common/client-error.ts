import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERRORS, type ErrorCode } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './api-error.js';

/** Node's parser errors that have a code of their own; any other unreadable request is malformed_request. */
const PARSER_CODES: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'headers_too_large',
  ERR_HTTP_REQUEST_TIMEOUT: 'request_timeout',
};

/**
 * Fastify's clientErrorHandler: a request Node could not read (an address or headers over its 16 KB, a
 * broken request line, one that never finished) gets the contract's error body, as every other refusal
 * does, instead of Fastify's own. Nothing reached a route, so there is nothing else to undo.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = PARSER_CODES[error.code ?? ''] ?? 'malformed_request';
  const { status } = ERRORS[code];
  const body = JSON.stringify(errorBody(code));
  this.log.debug({ code: error.code }, 'unreadable request');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
