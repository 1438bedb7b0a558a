import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/** The codings the builds write next to their files (scripts/vite-precompress.mjs), best first. */
const CODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
export type ContentCoding = (typeof CODINGS)[number]['name'];

/** Types of the files that may have compressed siblings; any other file is sent as it is. */
const COMPRESSIBLE_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/** Below this size compressing costs more than it saves. */
const MIN_BYTES = 1024;

export const isCompressible = (path: string) => extname(path) in COMPRESSIBLE_TYPES;

/**
 * The codings of CODINGS the client accepts (RFC 9110 §12.5.3), highest q first and br before gzip
 * on a tie; `*` stands for any coding not named, q=0 refuses one.
 */
export function acceptedCodings(header: string | string[] | undefined): ContentCoding[] {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return [];
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  return CODINGS.map((coding) => coding.name)
    .filter((coding) => weightOf(coding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
}

export function addVaryAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.some((value) => value === '*' || value.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...values, 'Accept-Encoding'].join(', '));
}

const etagOf = (size: number, mtime: Date) => `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`;

const matchesEtag = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');

/**
 * Sends the pre-compressed sibling (<file>.br, <file>.gz) of a built file in the best coding the client
 * accepts, with the original's type. Returns false when there is none to send (the caller then sends
 * the file as it is); either way the answer varies on Accept-Encoding.
 */
export async function sendPrecompressed(reply: FastifyReply, absolutePath: string): Promise<boolean> {
  const type = COMPRESSIBLE_TYPES[extname(absolutePath)];
  if (!type) return false;
  addVaryAcceptEncoding(reply);
  for (const coding of acceptedCodings(reply.request.headers['accept-encoding'])) {
    const variant = `${absolutePath}${CODINGS.find((c) => c.name === coding)?.suffix}`;
    const info = await stat(variant).catch(() => null);
    if (!info?.isFile()) continue;
    const etag = etagOf(info.size, info.mtime);
    reply.header('etag', etag).header('last-modified', info.mtime.toUTCString());
    if (matchesEtag(reply.request.headers['if-none-match'], etag)) {
      reply.status(304).send();
      return true;
    }
    reply.type(type).header('content-encoding', coding).header('content-length', info.size);
    reply.send(createReadStream(variant));
    return true;
  }
  return false;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Sends a page rendered per request (the tenant's index.html) compressed for the client on the fly,
 * with fast settings: it is small and differs per tenant, language and country.
 */
export async function sendEncoded(reply: FastifyReply, body: string): Promise<FastifyReply> {
  addVaryAcceptEncoding(reply);
  const [coding] = acceptedCodings(reply.request.headers['accept-encoding']);
  if (!coding || Buffer.byteLength(body) < MIN_BYTES) return reply.send(body);
  const encoded =
    coding === 'br'
      ? await brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzipAsync(body, { level: 6 });
  return reply.header('content-encoding', coding).send(encoded);
}
