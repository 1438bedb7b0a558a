import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { parseEnv } from '../../config/env.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import { parseS3Url } from './s3-url.js';
import type { Storage } from './storage.js';
import { storageFor } from './storage.module.js';

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const ESCAPING_KEYS = [
  '../outside.webp',
  'p/../../outside.webp',
  '/etc/passwd',
  'p/..',
  '..',
  '.',
  'p/./x.webp',
  'p\\..\\..\\x.webp',
  'p//x.webp',
  '',
  'p/x.webp\0.png',
  'p/%2e%2e/x.webp',
  `p/${'a'.repeat(600)}`,
];

describe.each([
  ['local disk', 'local'],
  ['an S3-compatible store (s3rver)', 's3'],
] as const)('Storage on %s', (_name, kind) => {
  let root: string;
  let s3: TestS3 | undefined;
  let storage: Storage;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'amora-storage-'));
    if (kind === 's3') s3 = await startTestS3();
    storage = await storageFor({ DATA_DIR: root, S3_URL: s3?.url });
    expect(storage).toBeInstanceOf(kind === 's3' ? S3Storage : LocalStorage);
  });
  afterAll(async () => {
    if (storage instanceof S3Storage) storage.close();
    await s3?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps, answers and removes a file by its key', async () => {
    const body = Buffer.from('RIFF....WEBPVP8 fake');
    await storage.put('p/abc_DEF-123/full.webp', body, 'image/webp');
    const file = await storage.get('p/abc_DEF-123/full.webp');
    expect(file).not.toBeNull();
    expect(file?.contentType).toBe('image/webp');
    expect(file?.size).toBe(body.length);
    expect(await bytesOf(file?.body as Readable)).toEqual(body);

    await storage.delete(['p/abc_DEF-123/full.webp', 'p/never-there/full.webp']);
    expect(await storage.get('p/abc_DEF-123/full.webp')).toBeNull();
  });

  it('answers null for a key it does not hold', async () => {
    expect(await storage.get('p/unknown/thumb.webp')).toBeNull();
  });

  it('never lets a key leave its root', async () => {
    await storage.put('p/inside/full.webp', Buffer.from('x'), 'image/webp');
    for (const key of ESCAPING_KEYS) {
      await expect(storage.put(key, Buffer.from('escaped'), 'image/webp')).rejects.toThrow(
        /Invalid storage key/,
      );
      expect(await storage.get(key)).toBeNull();
      await expect(storage.delete([key])).rejects.toThrow(/Invalid storage key/);
    }
    const inside = await storage.get('p/inside/full.webp');
    expect(await bytesOf(inside?.body as Readable)).toEqual(Buffer.from('x'));
    if (kind === 'local') {
      expect(existsSync(join(root, 'outside.webp'))).toBe(false);
      expect(readdirSync(root)).toEqual(['uploads']);
    }
  });
});

describe('S3_URL', () => {
  it('is read into endpoint, bucket, key prefix, region and credentials', () => {
    expect(
      parseS3Url('https://AK%2B1:s%2Fecret@minio.internal:9000/photos/site-a/?region=eu-west-1'),
    ).toEqual({
      endpoint: 'https://minio.internal:9000',
      bucket: 'photos',
      prefix: 'site-a/',
      region: 'eu-west-1',
      accessKeyId: 'AK+1',
      secretAccessKey: 's/ecret',
    });
    expect(parseEnv({ S3_URL: 'http://k:s@127.0.0.1:9000/amora' }).S3_URL).toBe(
      'http://k:s@127.0.0.1:9000/amora',
    );
  });

  it.each([
    ['s3://k:s@host/bucket', /must start with http:\/\/ or https:\/\//],
    ['http://host:9000/bucket', /access key and secret key/],
    ['http://k:s@host:9000/', /must name the bucket/],
    ['http://k:s@host:9000/Bad_Bucket', /must name the bucket/],
    ['not a url', /must be a URL such as/],
  ])('refuses %s with a clear message, hiding the value', (value, message) => {
    expect(() => parseEnv({ S3_URL: value })).toThrow(message);
    expect(() => parseEnv({ S3_URL: value })).toThrow(/S3_URL .* \(got \(hidden\)\)/);
  });
});
