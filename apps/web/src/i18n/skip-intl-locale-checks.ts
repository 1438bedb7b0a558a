import type { Plugin } from 'vite';

interface Edit {
  module: RegExp;
  find: RegExp;
  replace: string;
}

/**
 * formatjs asks Intl whether a locale is supported (`Intl.NumberFormat.supportedLocalesOf`, then
 * `new Intl.Locale`) when react-intl starts and for every message it formats. The first such call loads
 * ICU's number data: 15-30 ms on the first render (60-120 ms on Lighthouse's slow phone), though the
 * home page formats no number. Our locales are eleven fixed languages every browser has, so the answer
 * is always yes: the build leaves the questions out. The answers only fed warnings and
 * `resolvedOptions()`, which asks Intl itself when resolvedLocale is unset. Each edit must match once,
 * or the build fails: a formatjs upgrade that moves the code is noticed, not silently slow again.
 */
const EDITS: Edit[] = [
  {
    module: /[\\/]@formatjs[\\/]intl[\\/]index\.js$/,
    find: /!Intl\.NumberFormat\.supportedLocalesOf\(locale\)\.length && onError/,
    replace: 'false',
  },
  {
    module: /[\\/]@formatjs[\\/]intl[\\/]index\.js$/,
    find: /!Intl\.DateTimeFormat\.supportedLocalesOf\(locale\)\.length && onError/,
    replace: 'false',
  },
  {
    module: /[\\/]intl-messageformat[\\/]index\.js$/,
    find: /this\.resolveLocale = \(locales\) => \{[^}]*\};/,
    replace: 'this.resolveLocale = () => undefined;',
  },
];

export function skipIntlLocaleChecks(): Plugin {
  const applied = new Set<Edit>();
  return {
    name: 'amora:skip-intl-locale-checks',
    apply: 'build',
    transform(code, id) {
      const edits = EDITS.filter((edit) => edit.module.test(id));
      if (!edits.length) return null;
      let result = code;
      for (const edit of edits) {
        const matches = result.match(new RegExp(edit.find, 'g'))?.length ?? 0;
        if (matches !== 1)
          this.error(`skip-intl-locale-checks: ${edit.find} matched ${matches} times in ${id}`);
        result = result.replace(edit.find, edit.replace);
        applied.add(edit);
      }
      return { code: result, map: null };
    },
    buildEnd(error) {
      const missed = EDITS.filter((edit) => !applied.has(edit));
      if (!error && missed.length)
        this.error(`skip-intl-locale-checks: no module for ${missed.map((e) => e.find).join(', ')}`);
    },
  };
}
