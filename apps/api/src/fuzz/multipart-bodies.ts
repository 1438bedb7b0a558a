import fc from 'fast-check';
import { hostileKeys } from './hostile-values.js';

export interface RawBody {
  contentType: string;
  raw: string | Buffer;
}

interface Part {
  name: string;
  /** Absent: a plain field rather than a file. */
  filename?: string;
  contentType: string;
  data: Buffer;
}

const BOUNDARY = 'fuzz-Boundary-7e3a';

/** A 1×1 PNG: the only valid photo among the inputs (a run of them meets the photo limit). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** File contents: empty, garbage, text posing as a photo, markup after a JPEG start, a PNG cut short. */
const fileData = fc.oneof(
  fc.constant(Buffer.alloc(0)),
  fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.from('this is text, named photo.jpg\n')),
  fc.constant(
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>')]),
  ),
  fc.constant(Buffer.from('<?php system($_GET["c"]); ?>')),
  fc.constant(TINY_PNG.subarray(0, 30)),
  fc.constant(TINY_PNG),
);

const fileNames = fc.oneof(
  fc.constantFrom('me.jpg', '../../etc/passwd', '\u202Egnp.exe', 'a"b.jpg', 'x\r\nX-Injected: 1', ''),
  fc.constant(`${'n'.repeat(5000)}.jpg`),
  fc.string({ maxLength: 30 }),
);

function partArbitrary(field: string): fc.Arbitrary<Part> {
  return fc.record({
    name: fc.oneof({ weight: 3, arbitrary: fc.constant(field) }, { weight: 1, arbitrary: hostileKeys }),
    filename: fc.option(fileNames, { nil: undefined, freq: 4 }),
    contentType: fc.constantFrom('image/jpeg', 'image/png', 'text/html', 'application/octet-stream', ''),
    data: fileData,
  });
}

function encode(parts: Part[], boundary: string): Buffer {
  const chunks = parts.flatMap((part) => {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    return [
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      part.data,
      Buffer.from('\r\n'),
    ];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

/**
 * Hostile multipart/form-data for a route that takes one file in `field`: no file, another field,
 * empty or garbage files, markup, huge or header-breaking names, several files, a missing or wrong
 * boundary, a body cut short.
 */
export function multipartBodies(field: string): fc.Arbitrary<RawBody> {
  const framing = fc.constantFrom('ok', 'ok', 'ok', 'no-boundary', 'wrong-boundary', 'cut-short');
  return fc.tuple(fc.array(partArbitrary(field), { maxLength: 3 }), framing).map(([parts, frame]) => {
    const body = encode(parts, BOUNDARY);
    if (frame === 'no-boundary') return { contentType: 'multipart/form-data', raw: body };
    if (frame === 'wrong-boundary') return { contentType: 'multipart/form-data; boundary=other', raw: body };
    const raw = frame === 'cut-short' ? body.subarray(0, Math.floor(body.length / 2)) : body;
    return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, raw };
  });
}
