import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cachedRenditions, type DemoRenditions } from './demo-photo-cache.js';

const photo: DemoRenditions = {
  thumb: Buffer.from('thumb bytes'),
  match: Buffer.from('the match rendition'),
  blur: Buffer.from('blurred'),
};

describe('the demo photo cache', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'amora-demo-cache-test-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('draws a photo once, and reads it back for the same recipe', async () => {
    const draw = jest.fn(async () => photo);
    expect(await cachedRenditions('recipe', draw, folder)).toEqual(photo);
    expect(await cachedRenditions('recipe', draw, folder)).toEqual(photo);
    expect(draw).toHaveBeenCalledTimes(1);
    await cachedRenditions('another recipe', draw, folder);
    expect(draw).toHaveBeenCalledTimes(2);
    expect(readdirSync(folder).filter((file) => !file.endsWith('.bin'))).toEqual([]);
  });

  it('draws again when the kept file is damaged', async () => {
    await cachedRenditions('recipe', async () => photo, folder);
    const [file] = readdirSync(folder);
    writeFileSync(join(folder, file), Buffer.from([0, 0, 0, 9, 1, 2]));
    const draw = jest.fn(async () => photo);
    expect(await cachedRenditions('recipe', draw, folder)).toEqual(photo);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('still draws when the folder cannot be written', async () => {
    const notAFolder = join(folder, 'file');
    writeFileSync(notAFolder, 'x');
    const draw = jest.fn(async () => photo);
    expect(await cachedRenditions('recipe', draw, notAFolder)).toEqual(photo);
    expect(await cachedRenditions('recipe', draw, notAFolder)).toEqual(photo);
    expect(draw).toHaveBeenCalledTimes(2);
  });
});
