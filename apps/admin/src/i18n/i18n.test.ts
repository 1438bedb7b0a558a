import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ERROR_CODES, LOCALES } from '@amora/contracts';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import en from './en.json';
import { errorMessageId } from './messages';

const I18N_DIR = __dirname;
const SRC_DIR = join(__dirname, '..');
const catalogues: Record<string, Record<string, string>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, JSON.parse(readFileSync(join(I18N_DIR, `${locale}.json`), 'utf8'))]),
);
const enKeys = Object.keys(en).sort();

/** The names of a message's arguments ({minutes}, {count, plural, ...}, <b>...</b>), sorted. */
function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): string[] {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
    if (element.type === TYPE.tag) argumentNames(element.children, names);
  }
  return [...names].sort();
}

describe('message catalogues', () => {
  it('has one flat catalogue per supported locale, and no other', () => {
    const files = readdirSync(I18N_DIR).filter((file) => file.endsWith('.json'));
    expect(files.map((file) => file.replace('.json', '')).sort()).toEqual([...LOCALES].sort());
    for (const messages of Object.values(catalogues)) {
      for (const value of Object.values(messages)) expect(typeof value).toBe('string');
    }
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has exactly the keys of en.json', (locale) => {
    const keys = Object.keys(catalogues[locale]);
    expect({
      missing: enKeys.filter((key) => !keys.includes(key)),
      extra: keys.filter((key) => !(key in en)),
    }).toEqual({ missing: [], extra: [] });
  });

  it.each(LOCALES)('%s has only valid ICU messages, with the same arguments as English', (locale) => {
    const problems: string[] = [];
    for (const [key, message] of Object.entries(catalogues[locale])) {
      if (!message.trim()) {
        problems.push(`${key}: empty`);
        continue;
      }
      try {
        const args = argumentNames(parse(message));
        const expected = argumentNames(parse(en[key as keyof typeof en] ?? ''));
        if (args.join() !== expected.join())
          problems.push(`${key}: arguments ${args} instead of ${expected}`);
      } catch (error) {
        problems.push(`${key}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('translates every error code of the contract', () => {
    const missing = ERROR_CODES.filter((code) => !(`error.${code}` in en));
    expect(missing).toEqual([]);
    for (const code of [
      'login_failed',
      'invalid_email',
      'rate_limited',
      'internal_error',
      'validation_failed',
    ]) {
      expect(errorMessageId(code)).toBe(`error.${code}`);
    }
    expect(errorMessageId('no_such_code')).toBe('error.internal_error');
  });
});

describe('message ids used in the source', () => {
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(path);
      // tests name audit actions and other strings shaped like ids: only the app's own source counts
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  const namespaces = new Set(enKeys.map((key) => key.split('.')[0]));
  // `id: 'x.y'`, `id="x.y"`, `titleId: 'x.y'`, `labelId={'x.y'}`, ...
  const ID_PROPERTY = /\b(?:id|[a-z]+Id)\s*[:=]\s*\{?\s*['"`]([^'"`$]+)['"`]/g;
  // Any other string literal shaped like an id of a known namespace, e.g. useDocumentTitle('auth.submit').
  const ID_LITERAL = /['"`]([a-z_]+(?:\.[a-z0-9_]+)+)['"`]/g;

  const used = new Map<string, string>();
  for (const file of sourceFiles(SRC_DIR)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(ID_PROPERTY)) used.set(match[1], relative(SRC_DIR, file));
    for (const match of text.matchAll(ID_LITERAL)) {
      if (namespaces.has(match[1].split('.')[0])) used.set(match[1], relative(SRC_DIR, file));
    }
  }

  it('finds the ids (the scan itself works)', () => {
    expect(used.size).toBeGreaterThan(40);
    expect(used.get('auth.submit')).toBeDefined();
    expect(used.get('area.tenants.description')).toBeDefined();
  });

  it('uses only ids that exist in en.json', () => {
    const unknown = [...used].filter(([id]) => !(id in en)).map(([id, file]) => `${id} (${file})`);
    expect(unknown).toEqual([]);
  });
});
