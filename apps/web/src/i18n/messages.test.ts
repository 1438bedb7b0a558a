import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES, INTEREST_KEYS, LOCALES } from '@amora/contracts';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

type Messages = Record<string, string>;

/** The arguments and tags of a parsed message, e.g. ["arg:name", "tag:terms"], sorted. */
function signature(elements: MessageFormatElement[]): string[] {
  const found = new Set<string>();
  const walk = (list: MessageFormatElement[]) => {
    for (const el of list) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      if (el.type === TYPE.tag) {
        found.add(`tag:${el.value}`);
        walk(el.children);
        continue;
      }
      found.add(`arg:${el.value}`);
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        for (const option of Object.values(el.options)) walk(option.value);
      }
    }
  };
  walk(elements);
  return [...found].sort();
}

/**
 * A profile value that agrees with the person's gender ("Soltero"/"Soltera") is one select over `gender`
 * where the language needs it, a plain string where not: its branches are what must match English.
 */
function comparable(key: string, elements: MessageFormatElement[]): string[] {
  const [only] = elements;
  if (
    key.startsWith('profileValue.') &&
    elements.length === 1 &&
    only.type === TYPE.select &&
    only.value === 'gender'
  ) {
    return [...new Set(Object.values(only.options).flatMap((option) => signature(option.value)))].sort();
  }
  return signature(elements);
}

const I18N_DIR = __dirname;
const SRC_DIR = join(__dirname, '..');
const read = (locale: string): Messages => JSON.parse(readFileSync(join(I18N_DIR, `${locale}.json`), 'utf8'));
const en = read('en');
const enKeys = Object.keys(en).sort();

/** Every source file of the app, tests excluded. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Message ids written literally in source: FormattedMessage, formatMessage, defineMessages, ternaries. */
function idsUsedInSource(): Set<string> {
  const namespaces = new Set(enKeys.map((key) => key.split('.')[0]));
  const ids = new Set<string>();
  const patterns = [
    /<FormattedMessage[^>]*?\bid=\{?['"`]([^'"`$]+)['"`]/gs,
    /\bid:\s*['"`]([^'"`$]+)['"`]/g,
    /['"`]([a-zA-Z]+\.[a-zA-Z0-9_.-]+)['"`]/g,
  ];
  for (const file of sourceFiles(SRC_DIR)) {
    const text = readFileSync(file, 'utf8');
    patterns.forEach((pattern, index) => {
      for (const match of text.matchAll(pattern)) {
        const id = match[1];
        // The last pattern catches any id-shaped string, so it only counts in a known namespace.
        if (index < 2 ? id.includes('.') : namespaces.has(id.split('.')[0])) ids.add(id);
      }
    });
  }
  return ids;
}

describe('translations', () => {
  it('has a file for every locale and nothing else', () => {
    const files = readdirSync(I18N_DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace('.json', ''))
      .sort();
    expect(files).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly the keys of en.json', (locale) => {
    const keys = Object.keys(read(locale)).sort();
    expect({
      missing: enKeys.filter((k) => !keys.includes(k)),
      extra: keys.filter((k) => !enKeys.includes(k)),
    }).toEqual({ missing: [], extra: [] });
  });

  it('translates every error code of the contract', () => {
    expect(ERROR_CODES.filter((code) => !(`error.${code}` in en))).toEqual([]);
  });

  it('translates every interest', () => {
    expect(INTEREST_KEYS.filter((key) => !(`interest.${key}` in en))).toEqual([]);
  });

  it.each([...LOCALES])(
    '%s: every message is valid ICU, non-empty, with the arguments and tags of English',
    (locale) => {
      const problems: string[] = [];
      for (const [key, message] of Object.entries(read(locale))) {
        if (typeof message !== 'string' || message.trim() === '') {
          problems.push(`${key}: empty`);
          continue;
        }
        let ast: MessageFormatElement[];
        try {
          ast = parse(message);
        } catch (error) {
          problems.push(`${key}: ${(error as Error).message}`);
          continue;
        }
        // A quoted or misspelt {name} would otherwise reach the member raw.
        const expected = key in en ? comparable(key, parse(en[key])) : [];
        if (key in en && comparable(key, ast).join() !== expected.join()) {
          problems.push(`${key}: ${signature(ast)} instead of ${expected}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('has every message id used in the source', () => {
    const used = [...idsUsedInSource()];
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((id) => !(id in en))).toEqual([]);
  });
});
