import type { Locale } from '@amora/contracts';
import { da } from './da.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fi } from './fi.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { nb } from './nb.js';
import { nl } from './nl.js';
import { pl } from './pl.js';
import { sv } from './sv.js';
import type { MailTexts } from './types.js';

/** Mail texts in every interface language. */
export const MAIL_TEXTS: Record<Locale, MailTexts> = { da, de, en, es, fi, fr, it, nb, nl, pl, sv };

export function mailTexts(locale: Locale): MailTexts {
  return MAIL_TEXTS[locale] ?? en;
}
