import type { Locale } from '@amora/contracts';
import en from './en.json';

/** English is the source catalogue: every other locale has exactly its keys (see i18n.test.ts). */
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;
export const EN_MESSAGES: Messages = en;

declare global {
  namespace FormatjsIntl {
    // Makes every `id` given to react-intl a compile-time checked key of en.json.
    interface Message {
      ids: MessageId;
    }
  }
}

// One chunk per locale: a console user downloads only the catalogue they read.
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>> = {
  da: () => import('./da.json'),
  de: () => import('./de.json'),
  es: () => import('./es.json'),
  fi: () => import('./fi.json'),
  fr: () => import('./fr.json'),
  it: () => import('./it.json'),
  nb: () => import('./nb.json'),
  nl: () => import('./nl.json'),
  pl: () => import('./pl.json'),
  sv: () => import('./sv.json'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return EN_MESSAGES;
  return (await LOADERS[locale]()).default;
}

/** The message id for an API error code; codes this app does not know read as the generic error. */
export function errorMessageId(code: string): MessageId {
  const id = `error.${code}`;
  return id in EN_MESSAGES ? (id as MessageId) : 'error.internal_error';
}
