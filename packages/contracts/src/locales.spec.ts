import { normaliseHost } from './hostname.js';
import { localeFromTag } from './locales.js';

describe('localeFromTag', () => {
  it.each([
    ['nl_NL', 'nl'],
    ['de-AT', 'de'],
    ['EN', 'en'],
    ['pt_BR', null],
    ['', null],
  ])('%s gives %s', (tag, locale) => expect(localeFromTag(tag)).toBe(locale));
});

describe('normaliseHost', () => {
  it.each([
    ['Vonk.LOCALHOST:3000', 'vonk.localhost'],
    ['example.com.', 'example.com'],
    ['a..b', null],
    ['evil.com/path', null],
    ['<script>', null],
    ['x'.repeat(300), null],
  ])('%s gives %s', (raw, host) => expect(normaliseHost(raw)).toBe(host));
});
