import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The encoded files of one demo photo. */
export interface DemoRenditions {
  thumb: Buffer;
  match: Buffer;
  blur: Buffer;
}

const FOLDER = join(tmpdir(), 'amora-demo-photos');
const PARTS = ['thumb', 'match', 'blur'] as const;
const HEADER = 4 * PARTS.length;

/**
 * A demo photo as drawn by an earlier seed on this machine (a test, a restart, a re-seed), found by a hash
 * of everything it is drawn from; drawn and kept for the next seed otherwise. Drawing the whole cast takes
 * half a minute on two cores, reading it back a second. A folder that cannot be written costs only time;
 * photos of an older recipe are left to the system's cleaning of its temporary folder.
 */
export async function cachedRenditions(
  recipe: string,
  draw: () => Promise<DemoRenditions>,
  folder = FOLDER,
): Promise<DemoRenditions> {
  const file = join(folder, `${createHash('sha256').update(recipe).digest('base64url')}.bin`);
  const kept = await readFile(file).then(unpack, () => null);
  if (kept) return kept;
  const drawn = await draw();
  await keep(folder, file, pack(drawn)).catch(() => undefined);
  return drawn;
}

/** Written under another name first: a seed running beside this one never reads half a file. */
async function keep(folder: string, file: string, bytes: Buffer) {
  await mkdir(folder, { recursive: true });
  const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
  await writeFile(partial, bytes);
  await rename(partial, file).catch(async (error: unknown) => {
    await unlink(partial).catch(() => undefined);
    throw error;
  });
}

function pack(renditions: DemoRenditions): Buffer {
  const header = Buffer.alloc(HEADER);
  for (const [i, part] of PARTS.entries()) header.writeUInt32BE(renditions[part].length, 4 * i);
  return Buffer.concat([header, ...PARTS.map((part) => renditions[part])]);
}

function unpack(bytes: Buffer): DemoRenditions | null {
  if (bytes.length < HEADER) return null;
  const lengths = PARTS.map((_, i) => bytes.readUInt32BE(4 * i));
  if (HEADER + lengths.reduce((sum, length) => sum + length, 0) !== bytes.length) return null;
  const starts = lengths.map((_, i) => HEADER + lengths.slice(0, i).reduce((sum, length) => sum + length, 0));
  const [thumb, match, blur] = starts.map((start, i) => bytes.subarray(start, start + lengths[i]));
  return { thumb, match, blur };
}
