import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { LocalStorage } from '../../modules/storage/local-storage.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { demoCast, photoCount, removeDemoPortraits, renderDemoPortraits } from './demo-photos.js';
import { DEMO_PROFILES_PER_TENANT, DemoSeeder } from './demo-seeder.js';

/** The photos of the whole cast: the pictures are shared by all demo sites. */
const CAST_PHOTOS = demoCast().reduce((sum, persona) => sum + photoCount(persona), 0);

describe('demo photos', () => {
  let t: TestApp;
  // drawing and storing every portrait: seconds on an idle machine, more on a busy one
  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: '1' });
  }, 120_000);
  afterAll(() => t.close());

  /** The stored files below a folder: `p` holds the photos, `gifts` the gift images. */
  const files = (folder: 'p' | 'gifts' = 'p') => {
    const root = join(t.env.DATA_DIR, 'uploads');
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(join(dir, entry.name)) : [relative(root, join(dir, entry.name))],
      );
    return walk(join(root, folder)).sort();
  };

  it('gives every generated profile 1 to 6 photos, the first as its main image', async () => {
    const rows: { n: number; main_ok: boolean }[] = await t.dataSource.query(
      `SELECT count(ph.id)::int AS n,
              bool_and(ph.position <> 0 OR (pr.main_image_filename = 'p/' || ph.key || '/full.webp'
                AND pr.thumb_filename = 'p/' || ph.key || '/thumb.webp'
                AND pr.match_filename = 'p/' || ph.key || '/match.webp')) AS main_ok
       FROM profile pr LEFT JOIN profile_photo ph ON ph.profile_id = pr.id AND ph.tenant_id = pr.tenant_id
       WHERE pr.id NOT IN (SELECT profile_id FROM member WHERE profile_id IS NOT NULL)
       GROUP BY pr.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3 * DEMO_PROFILES_PER_TENANT);
    expect(rows.filter(({ n, main_ok }) => n < 1 || n > 6 || !main_ok)).toEqual([]);
    expect(new Set(rows.map(({ n }) => n))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const positions = await t.dataSource.query(
      `SELECT profile_id FROM profile_photo GROUP BY profile_id
       HAVING min(position) <> 0 OR max(position) <> count(*) - 1 OR count(DISTINCT position) <> count(*)`,
    );
    expect(positions).toEqual([]);
  });

  it('casts every profile of a site as its own person: no photo of one is the photo of another', async () => {
    const shared = await t.dataSource.query(
      `SELECT tenant_id, key, count(DISTINCT profile_id)::int AS profiles FROM profile_photo
       GROUP BY tenant_id, key HAVING count(DISTINCT profile_id) > 1`,
    );
    expect(shared).toEqual([]);
    // a profile shows all photos of one person and no one else's: two profiles' photos are the same or apart
    const sets: { photos: string }[] = await t.dataSource.query(
      `SELECT string_agg(key, ' ' ORDER BY key) AS photos FROM profile_photo GROUP BY tenant_id, profile_id`,
    );
    const setOf = new Map<string, string>();
    for (const { photos } of sets) for (const key of photos.split(' ')) setOf.set(key, photos);
    expect(sets.filter(({ photos }) => photos.split(' ').some((key) => setOf.get(key) !== photos))).toEqual(
      [],
    );
  });

  it('stores the portraits as renditions of the photo pipeline, without metadata, and no SVG', async () => {
    const stored = files();
    // per photo of the cast: thumb, match, full and the blurred one
    expect(stored).toHaveLength(CAST_PHOTOS * 4);
    expect(stored.every((file) => /^p\/[A-Za-z0-9_-]{27}\/(thumb|match|full|blur)\.webp$/.test(file))).toBe(
      true,
    );
    const [photo] = await t.dataSource.query('SELECT key, blur_key FROM profile_photo ORDER BY id LIMIT 1');
    const sizes: Record<string, number[]> = {};
    for (const path of ['thumb', 'match', 'full']
      .map((r) => `p/${photo.key}/${r}.webp`)
      .concat(`p/${photo.blur_key}/blur.webp`)) {
      const res = await t.http.get(`/media/${path}`).set('Host', 'herz.localhost').buffer(true).expect(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.body as Buffer).metadata();
      expect([meta.format, meta.exif, meta.icc]).toEqual(['webp', undefined, undefined]);
      sizes[path.split('/')[2]] = [meta.width ?? 0, meta.height ?? 0];
    }
    expect(sizes).toEqual({
      'thumb.webp': [200, 250],
      'match.webp': [600, 750],
      'full.webp': [600, 750],
      'blur.webp': [400, 500],
    });
  });

  // quick once the cache holds them (the seed above filled it); the first drawing ever takes tens of seconds
  it('draws the portraits in a few seconds', async () => {
    const root = mkdtempSync(join(tmpdir(), 'amora-portraits-'));
    const storage = new LocalStorage(root);
    const started = Date.now();
    const cpu = process.cpuUsage();
    const portraits = await renderDemoPortraits(storage);
    const took = Date.now() - started;
    const used = process.cpuUsage(cpu);
    console.log(
      `${demoCast().length} people, ${CAST_PHOTOS} photos: ${took} ms, CPU ${Math.round((used.user + used.system) / 1000)} ms`,
    );
    const photos = [...portraits.female, ...portraits.male].flatMap((person) => person.photos);
    expect(new Set(photos.map((photo) => photo.key)).size).toBe(CAST_PHOTOS);
    await removeDemoPortraits(storage, portraits);
    expect(readdirSync(join(root, 'p'))).toEqual([]);
    rmSync(root, { recursive: true, force: true });
  }, 120_000);

  it('replaces the portraits on a re-seed, leaving no file of the old ones behind', async () => {
    const before = files();
    const giftsBefore = files('gifts');
    const started = Date.now();
    await t.app.get(DemoSeeder).reseed(20);
    console.log(`demo re-seed with ${CAST_PHOTOS} portraits: ${Date.now() - started} ms`);
    const after = files();
    expect(after).toHaveLength(before.length);
    expect(after.filter((file) => before.includes(file))).toEqual([]);
    const [{ missing }] = await t.dataSource.query(
      'SELECT count(*)::int AS missing FROM profile WHERE main_image_filename IS NULL AND is_fictional IS NOT NULL AND id NOT IN (SELECT profile_id FROM member WHERE profile_id IS NOT NULL)',
    );
    expect(missing).toBe(0);
    // the gift images name their drawing: the same files again, and no other
    const images: { image: string }[] = await t.dataSource.query('SELECT DISTINCT image FROM gift');
    expect(files('gifts')).toEqual(giftsBefore);
    expect(giftsBefore).toEqual(images.map((row) => row.image).sort());
    expect(giftsBefore).toHaveLength(8);
  }, 120_000);
});
