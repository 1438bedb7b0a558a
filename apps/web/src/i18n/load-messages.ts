import type { Locale } from '@amora/contracts';
import type { MessageFormatElement } from 'react-intl';

/**
 * A language's messages: in the build already parsed to react-intl's AST (vite.config.ts compiles each
 * <locale>.json, for the dev server too), as strings where the JSON is read as it is (jest).
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

// One chunk per language: a member downloads only the language they use.
const LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
  da: () => import('./da.json'),
  de: () => import('./de.json'),
  en: () => import('./en.json'),
  es: () => import('./es.json'),
  fi: () => import('./fi.json'),
  fr: () => import('./fr.json'),
  it: () => import('./it.json'),
  nb: () => import('./nb.json'),
  nl: () => import('./nl.json'),
  pl: () => import('./pl.json'),
  sv: () => import('./sv.json'),
};

const cache = new Map<Locale, Promise<Messages>>();

export function loadMessages(locale: Locale): Promise<Messages> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = LOADERS[locale]().then((module) => module.default);
    pending.catch(() => cache.delete(locale));
    cache.set(locale, pending);
  }
  return pending;
}
