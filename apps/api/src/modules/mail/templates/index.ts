import type { Locale } from '@amora/contracts';
import { en } from './en.js';
import type { MailTexts } from './types.js';

/** Mail texts per interface language; a language without its own falls back to English. */
export const MAIL_TEXTS: Partial<Record<Locale, MailTexts>> = { en };

export function mailTexts(locale: Locale): MailTexts {
  return MAIL_TEXTS[locale] ?? en;
}
