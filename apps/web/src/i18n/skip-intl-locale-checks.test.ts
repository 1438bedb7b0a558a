import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { skipIntlLocaleChecks } from './skip-intl-locale-checks';

const require = createRequire(__filename);
const FORMATJS_INTL = require.resolve('@formatjs/intl').replace(/index\.[cm]?js$/, 'index.js');
const MESSAGE_FORMAT = require.resolve('intl-messageformat').replace(/index\.[cm]?js$/, 'index.js');

type Transform = (code: string, id: string) => { code: string } | null;

function plugin() {
  const { transform, buildEnd } = skipIntlLocaleChecks() as unknown as {
    transform: Transform;
    buildEnd: (error?: Error) => void;
  };
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  return {
    transform: (code: string, id: string) => transform.call(context, code, id),
    buildEnd: () => buildEnd.call(context),
  };
}

describe('skipIntlLocaleChecks', () => {
  it('leaves the locale questions out of the installed formatjs code', () => {
    const { transform, buildEnd } = plugin();
    const intl = transform(readFileSync(FORMATJS_INTL, 'utf8'), FORMATJS_INTL)?.code ?? '';
    const messageFormat = transform(readFileSync(MESSAGE_FORMAT, 'utf8'), MESSAGE_FORMAT)?.code ?? '';
    expect(intl).not.toMatch(/supportedLocalesOf\(locale\)/);
    expect(messageFormat).toContain('this.resolveLocale = () => undefined;');
    expect(messageFormat).not.toMatch(/new Intl\.Locale/);
    expect(() => buildEnd()).not.toThrow();
  });

  it('fails the build when formatjs no longer has the code it edits', () => {
    const { transform, buildEnd } = plugin();
    expect(() => transform('export const x = 1;', FORMATJS_INTL)).toThrow(/matched 0 times/);
    expect(() => buildEnd()).toThrow(/no module for/);
  });

  it('does not touch other modules', () => {
    expect(plugin().transform('Intl.NumberFormat.supportedLocalesOf(locale)', '/src/app.ts')).toBeNull();
  });
});
