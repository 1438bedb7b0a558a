import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PHOTO_MAX_BYTES, photosAnswerSchema } from '@amora/contracts';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { signUp, WEB } from '../../test/accounts.js';
import { createTenant } from '../../test/factories.js';
import { htmlJpegPolyglot, photoWithGps, pixelBomb } from '../../test/photo-fixtures.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { S3Storage } from '../storage/s3-storage.js';
import { STORAGE } from '../storage/storage.js';

type Member = { cookie: string; email: string; ip: string };
let members = 0;

describe.each([
  ['local disk', 'local'],
  ['an S3-compatible store (s3rver)', 's3'],
] as const)('photos on %s', (_name, kind) => {
  let t: TestApp;
  let s3: TestS3 | undefined;
  let host: string;
  let otherHost: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    if (kind === 's3') s3 = await startTestS3();
    // each member calls from an address of its own, so the upload rate limit counts per member
    t = await startTestApp({ TRUST_PROXY: '1', ...(s3 ? { S3_URL: s3.url } : {}) });
    ({ host } = await createTenant(t.dataSource, { photoCredits: 5, signupCredits: 20 }));
    ({ host: otherHost } = await createTenant(t.dataSource));
    jpeg = await photoWithGps('jpeg', { width: 900, height: 1200 });
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const member = async (h = host): Promise<Member> => {
    const { cookie, email } = await signUp(t.http, h);
    return { cookie, email, ip: `10.77.${(++members >> 8) & 255}.${members & 255}` };
  };
  const upload = (who: Member, body: Buffer, filename = 'me.jpg', h = host) =>
    t.http
      .post('/api/photos.php')
      .set('Host', h)
      .set('Cookie', who.cookie)
      .set('X-Forwarded-For', who.ip)
      .set(WEB)
      .attach('photo', body, { filename, contentType: 'image/jpeg' });
  const call = (method: 'get' | 'put' | 'delete', who: Member, body?: object, h = host) =>
    t.http[method]('/api/photos.php')
      .set('Host', h)
      .set('Cookie', who.cookie)
      .set('X-Forwarded-For', who.ip)
      .set(WEB)
      .send(body);
  const media = (path: string) => t.http.get(`/media/${path}`).set('Host', host);

  /** Every key the storage holds. */
  async function storedKeys(): Promise<string[]> {
    const storage = t.app.get(STORAGE);
    if (storage instanceof S3Storage) {
      const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: s3?.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    }
    const root = join(t.env.DATA_DIR, 'uploads');
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(join(dir, entry.name)) : [relative(root, join(dir, entry.name))],
      );
    return walk(root).sort();
  }
  const rowsOf = async (who: Member) =>
    (
      await t.dataSource.query(
        `SELECT p.id, p.position, p.key, p.blur_key FROM profile_photo p
         JOIN member m ON m.profile_id = p.profile_id WHERE m.email = $1 ORDER BY p.position`,
        [who.email],
      )
    ).length as number;
  const profileOf = async (who: Member) =>
    (
      await t.dataSource.query(
        `SELECT m.credits, pr.main_image_filename, pr.thumb_filename, pr.match_filename FROM member m
         JOIN profile pr ON pr.id = m.profile_id WHERE m.email = $1`,
        [who.email],
      )
    )[0] as {
      credits: number;
      main_image_filename: string | null;
      thumb_filename: string | null;
      match_filename: string | null;
    };

  it('re-encodes JPEG, PNG and WebP with EXIF GPS into served WebP renditions without metadata', async () => {
    const alice = await member();
    const inputs = [jpeg, await photoWithGps('png'), await photoWithGps('webp')];
    let answer = photosAnswerSchema.parse({ photos: [], limit: 3 });
    for (const input of inputs) {
      const res = await upload(alice, input).expect(200);
      answer = photosAnswerSchema.parse(res.body);
    }
    expect(answer.limit).toBe(3);
    expect(answer.photos).toHaveLength(3);
    for (const photo of answer.photos) {
      expect(photo.locked).toBe(false);
      for (const path of [photo.filename, photo.thumb_filename, photo.match]) {
        expect(path).toMatch(/^p\/[A-Za-z0-9_-]{27}\/(full|thumb|match)\.webp$/);
        const served = await media(path).buffer(true).expect(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(served.body as Buffer).metadata();
        expect([meta.format, meta.exif, meta.icc, meta.xmp]).toEqual([
          'webp',
          undefined,
          undefined,
          undefined,
        ]);
        expect((served.body as Buffer).includes('Secret-Name')).toBe(false);
      }
    }
    const [main] = answer.photos;
    const profile = await profileOf(alice);
    expect(profile).toMatchObject({
      main_image_filename: main.filename,
      thumb_filename: main.thumb_filename,
      match_filename: main.match,
      credits: 25,
    });
    expect((await call('get', alice).expect(200)).body).toEqual(answer);
  });

  it('refuses hostile uploads, each with its own code, leaving no file and no row', async () => {
    const bob = await member();
    const keys = await storedKeys();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
    const oversized = Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES + 1 - jpeg.length, 1)]);
    const cases: [string, Buffer, string, number][] = [
      ['a text file named .jpg', Buffer.from('hello, I am not a photo\n'), 'photo_not_image', 415],
      ['an HTML/JS polyglot', await htmlJpegPolyglot(), 'photo_unsafe', 400],
      ['a truncated image', truncated, 'photo_unreadable', 400],
      ['a file over the byte limit', oversized, 'photo_too_large', 413],
      ['an image over the pixel limit', await pixelBomb(), 'photo_too_many_pixels', 413],
      [
        'a photo under 200 px a side',
        await photoWithGps('jpeg', { width: 160, height: 160 }),
        'photo_too_small',
        400,
      ],
      ['an empty file', Buffer.alloc(0), 'photo_not_image', 415],
    ];
    for (const [what, body, code, status] of cases) {
      const res = await upload(bob, body);
      expect({ what, status: res.status, code: res.body.error?.code }).toEqual({ what, status, code });
    }
    expect(await rowsOf(bob)).toBe(0);
    expect(await storedKeys()).toEqual(keys);
    expect(await profileOf(bob)).toMatchObject({ credits: 20, main_image_filename: null });
  });

  it('refuses a 4th photo of a free member and lets a premium member keep more', async () => {
    const carol = await member();
    for (let i = 0; i < 3; i++) await upload(carol, jpeg).expect(200);
    const keys = await storedKeys();
    const fourth = await upload(carol, jpeg).expect(403);
    expect(fourth.body.error).toMatchObject({ code: 'photo_limit_reached', params: { limit: 3 } });
    expect(await rowsOf(carol)).toBe(3);
    expect(await storedKeys()).toEqual(keys);

    await t.dataSource.query('UPDATE member SET paid_user = true WHERE email = $1', [carol.email]);
    await upload(carol, jpeg).expect(200);
    const fifth = photosAnswerSchema.parse((await upload(carol, jpeg).expect(200)).body);
    expect(fifth).toMatchObject({ limit: 25 });
    expect(fifth.photos).toHaveLength(5);
  });

  it('never passes the limit with parallel uploads', async () => {
    const dave = await member();
    const before = (await storedKeys()).length;
    const results = await Promise.all(Array.from({ length: 6 }, () => upload(dave, jpeg)));
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 200, 200, 403, 403, 403]);
    expect(await rowsOf(dave)).toBe(3);
    // three photos, each with three renditions and a blurred one
    expect((await storedKeys()).length - before).toBe(12);
  });

  it('reorders, picks the main photo and deletes, keeping the main image and the files in step', async () => {
    const erin = await member();
    let photos = photosAnswerSchema.parse({ photos: [], limit: 3 }).photos;
    for (let i = 0; i < 3; i++) photos = (await upload(erin, jpeg).expect(200)).body.photos;
    const [a, b, c] = photos.map((photo) => photo.id);

    for (const order of [
      [a, b],
      [a, b, b],
      [a, b, c, 999_999],
      [c, b, a, a],
    ]) {
      const res = await call('put', erin, { order }).expect(400);
      expect(res.body.error.code).toBe('photo_order_invalid');
    }
    let res = await call('put', erin, { order: [c, a, b] }).expect(200);
    expect(res.body.photos.map((photo: { id: number }) => photo.id)).toEqual([c, a, b]);
    res = await call('put', erin, { main_photo_id: b }).expect(200);
    expect(res.body.photos.map((photo: { id: number }) => photo.id)).toEqual([b, c, a]);
    expect((await profileOf(erin)).main_image_filename).toBe(res.body.photos[0].filename);

    const removed = res.body.photos[0];
    const blurKeys = (await storedKeys()).length;
    res = await call('delete', erin, { id: b }).expect(200);
    expect(res.body.photos.map((photo: { id: number }) => photo.id)).toEqual([c, a]);
    expect((await profileOf(erin)).main_image_filename).toBe(res.body.photos[0].filename);
    for (const path of [removed.filename, removed.thumb_filename, removed.match])
      await media(path).expect(404);
    expect((await storedKeys()).length).toBe(blurKeys - 4);

    await call('delete', erin, { id: c }).expect(200);
    res = await call('delete', erin, { id: a }).expect(200);
    expect(res.body.photos).toEqual([]);
    expect(await profileOf(erin)).toMatchObject({
      main_image_filename: null,
      thumb_filename: null,
      match_filename: null,
      credits: 25,
    });
    // a new first photo grants no second photo credits
    await upload(erin, jpeg).expect(200);
    expect((await profileOf(erin)).credits).toBe(25);
    expect(await call('delete', erin, { id: a }).expect(404)).toHaveProperty(
      'body.error.code',
      'photo_not_found',
    );
  });

  it('keeps the files of a deleted photo while another photo row points at them (shared demo portraits)', async () => {
    const [frank, gina] = [await member(), await member()];
    const [photo] = (await upload(frank, jpeg).expect(200)).body.photos;
    // gina's profile gets a row with the same files, as the demo seed gives many profiles
    const columns: string = (
      await t.dataSource.query(
        `SELECT string_agg(quote_ident(column_name), ', ') AS list FROM information_schema.columns
         WHERE table_name = 'profile_photo' AND column_name NOT IN ('id', 'profile_id')`,
      )
    )[0].list;
    const [{ id: copy }] = await t.dataSource.query(
      `INSERT INTO profile_photo (profile_id, ${columns})
       SELECT (SELECT m.profile_id FROM member m WHERE m.email = $2), ${columns} FROM profile_photo WHERE id = $1
       RETURNING id`,
      [photo.id, gina.email],
    );
    const files = await storedKeys();
    await call('delete', frank, { id: photo.id }).expect(200);
    expect(await storedKeys()).toEqual(files);
    await media(photo.filename).expect(200);
    await call('delete', gina, { id: copy }).expect(200);
    expect((await storedKeys()).length).toBe(files.length - 4);
    await media(photo.filename).expect(404);
  });

  it("never lets a member touch another member's photos, in this tenant or another", async () => {
    const owner = await member();
    const [photo] = (await upload(owner, jpeg).expect(200)).body.photos;
    const neighbour = await member();
    const stranger = await member(otherHost);
    for (const [who, h] of [
      [neighbour, host],
      [stranger, otherHost],
    ] as const) {
      await upload(who, jpeg, 'x.jpg', h).expect(200);
      expect((await call('delete', who, { id: photo.id }, h).expect(404)).body.error.code).toBe(
        'photo_not_found',
      );
      expect((await call('put', who, { main_photo_id: photo.id }, h).expect(404)).body.error.code).toBe(
        'photo_not_found',
      );
      const own = (await call('get', who, undefined, h).expect(200)).body.photos[0].id;
      expect((await call('put', who, { order: [photo.id, own] }, h).expect(400)).body.error.code).toBe(
        'photo_order_invalid',
      );
    }
    expect(await rowsOf(owner)).toBe(1);
    await media(photo.filename).expect(200);
    const visitor = await t.http.get('/api/photos.php').set('Host', host).expect(403);
    expect(visitor.body.error.code).toBe('authentication_required');
  });

  it('refuses bodies that are not one photo in the field "photo", changing nothing', async () => {
    const frank = await member();
    const keys = await storedKeys();
    const post = () =>
      t.http
        .post('/api/photos.php')
        .set('Host', host)
        .set('Cookie', frank.cookie)
        .set('X-Forwarded-For', frank.ip)
        .set(WEB);
    const refusals = [
      await post().field('note', 'no file at all'),
      await post().attach('picture', jpeg, 'me.jpg'),
      await post().attach('photo', jpeg, 'a.jpg').attach('photo', jpeg, 'b.jpg'),
      await post()
        .attach('photo', jpeg, `${'x'.repeat(5000)}.jpg`)
        .attach('other', jpeg, 'c.jpg'),
      await post().send({ photo: 'data:image/jpeg;base64,/9j/4AAQ' }),
      await post().set('Content-Type', 'multipart/form-data').send('no boundary'),
      await post().set('Content-Type', 'multipart/form-data; boundary=xyz').send('--xyz\r\ngarbage'),
    ];
    for (const res of refusals) {
      expect([res.status, res.body.error?.code]).toEqual([400, 'validation_failed']);
    }
    // a form is not JSON for the other calls
    const put = await t.http
      .put('/api/photos.php')
      .set('Host', host)
      .set('Cookie', frank.cookie)
      .set(WEB)
      .attach('photo', jpeg, 'me.jpg');
    expect([put.status, put.body.error?.code]).toEqual([415, 'unsupported_media_type']);
    expect(await rowsOf(frank)).toBe(0);
    expect(await storedKeys()).toEqual(keys);
    // a long file name is only a name: the photo is taken
    await upload(frank, jpeg, `${'n'.repeat(3000)}.jpg`).expect(200);
  });

  it('is described in the OpenAPI document as a multipart upload with a binary file field', async () => {
    const doc = (await t.http.get('/api/openapi.json').set('Host', host).expect(200)).body;
    const upload = doc.paths['/api/photos.php'].post.requestBody.content['multipart/form-data'];
    expect(upload.schema).toMatchObject({ required: ['photo'], properties: { photo: { format: 'binary' } } });
  });

  it('answers 404 under /media/ for unknown keys and paths that leave the store', async () => {
    for (const path of [
      'p/unknown/full.webp',
      '../../etc/passwd',
      'p/%2e%2e/%2e%2e/secrets/session-secret',
      'secrets/session-secret',
    ]) {
      await media(path).expect(404);
    }
  });
});
