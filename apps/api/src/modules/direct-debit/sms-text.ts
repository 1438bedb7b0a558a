import type { Locale } from '@amora/contracts';

/** The SMS with the direct debit code, in the member's language. */
const TEXTS: Record<Locale, (site: string, code: string) => string> = {
  da: (site, code) => `Din kode til ${site}: ${code}`,
  de: (site, code) => `Ihr Code für ${site}: ${code}`,
  en: (site, code) => `Your ${site} code: ${code}`,
  es: (site, code) => `Tu código de ${site}: ${code}`,
  fi: (site, code) => `${site}-koodisi: ${code}`,
  fr: (site, code) => `Votre code ${site} : ${code}`,
  it: (site, code) => `Il tuo codice ${site}: ${code}`,
  nb: (site, code) => `Din kode for ${site}: ${code}`,
  nl: (site, code) => `Je code voor ${site}: ${code}`,
  pl: (site, code) => `Twój kod ${site}: ${code}`,
  sv: (site, code) => `Din kod för ${site}: ${code}`,
};

export const smsCodeText = (language: Locale, site: string, code: string) =>
  (TEXTS[language] ?? TEXTS.en)(site, code);
