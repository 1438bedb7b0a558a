import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@amora/contracts';
import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { compileMessages } from './compile-messages';

const read = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, `${locale}.json`), 'utf8'));

describe('compileMessages', () => {
  it.each([...LOCALES])('%s: compiles every message to the AST the runtime parser makes', (locale) => {
    const messages = read(locale);
    const compiled = compileMessages(messages, `${locale}.json`);
    expect(Object.keys(compiled)).toEqual(Object.keys(messages));
    for (const [id, message] of Object.entries(messages)) expect(compiled[id]).toEqual(parse(message));
  });

  it('formats compiled messages as react-intl formats the strings', () => {
    const messages = { greeting: 'Hi {name}, {count, plural, one {# like} other {# likes}} <b>new</b>' };
    const values = { name: 'Ada', count: 3, b: (chunks: unknown) => `*${chunks}*` };
    const fromString = createIntl({ locale: 'en', messages }).formatMessage({ id: 'greeting' }, values);
    const compiled = compileMessages(messages, 'test.json');
    const fromAst = createIntl({ locale: 'en', messages: compiled }).formatMessage(
      { id: 'greeting' },
      values,
    );
    expect(fromAst).toEqual(fromString);
    expect(fromAst).toBe('Hi Ada, 3 likes *new*');
  });

  it('names the message that is not valid ICU', () => {
    expect(() => compileMessages({ ok: 'fine', broken: 'Hello {name' }, 'xx.json')).toThrow(
      /xx\.json: message broken is not valid ICU/,
    );
  });
});
