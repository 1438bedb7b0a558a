import type { PaymentMethod, PaymentStatus } from '@amora/contracts';
import { Locale, MandateMethod, PaymentMethod as MollieMethod, SequenceType } from '@mollie/api-client';
import type { SequenceType as OurSequenceType } from '../../entities/payment.entity.js';

/**
 * Mollie's method ids that are ours. Its older Klarna products all become our one `klarna` (Mollie's current
 * method for all of them). `sofort` is left out: it was a bank transfer (discontinued by Mollie in 2024), not
 * Klarna's pay-later product, so calling it Klarna would show the buyer the wrong thing.
 */
const OUR_METHODS: Record<string, PaymentMethod> = {
  ideal: 'ideal',
  creditcard: 'creditcard',
  paypal: 'paypal',
  bancontact: 'bancontact',
  directdebit: 'directdebit',
  klarna: 'klarna',
  klarnapaylater: 'klarna',
  klarnapaynow: 'klarna',
  klarnasliceit: 'klarna',
};

/** Our method for one of Mollie's, or null for methods we do not offer (applepay, sofort, …). */
export function ourMethod(mollieMethod: string | null | undefined): PaymentMethod | null {
  return (mollieMethod && OUR_METHODS[mollieMethod]) || null;
}

const MOLLIE_METHODS: Record<PaymentMethod, MollieMethod> = {
  ideal: MollieMethod.ideal,
  creditcard: MollieMethod.creditcard,
  paypal: MollieMethod.paypal,
  bancontact: MollieMethod.bancontact,
  directdebit: MollieMethod.directdebit,
  klarna: MollieMethod.klarna,
};

export function mollieMethod(method: PaymentMethod): MollieMethod {
  return MOLLIE_METHODS[method];
}

/**
 * The mandate a paid `first` payment of a method leaves: iDEAL and Bancontact payments leave a SEPA direct
 * debit mandate at Mollie; Klarna leaves none.
 */
const MANDATE_METHODS: Record<PaymentMethod, MandateMethod | null> = {
  ideal: MandateMethod.directdebit,
  bancontact: MandateMethod.directdebit,
  directdebit: MandateMethod.directdebit,
  creditcard: MandateMethod.creditcard,
  paypal: MandateMethod.paypal,
  klarna: null,
};

export function mandateMethod(method: PaymentMethod): MandateMethod | null {
  return MANDATE_METHODS[method];
}

/** Mollie's payment states are ours, except `authorized` (money reserved, not yet captured): still pending. */
export function ourStatus(mollieStatus: string): PaymentStatus {
  switch (mollieStatus) {
    case 'open':
    case 'pending':
    case 'paid':
    case 'failed':
    case 'canceled':
    case 'expired':
      return mollieStatus;
    default:
      // `authorized`, and any state Mollie adds later: not final, so the next webhook asks again
      return 'pending';
  }
}

const LOCALES = new Set<string>(Object.values(Locale));

/** Each language's usual country at Mollie (its checkout and method names are translated per locale). */
const LANGUAGE_LOCALES: Record<string, Locale> = {
  ca: Locale.ca_ES,
  da: Locale.da_DK,
  de: Locale.de_DE,
  en: Locale.en_US,
  es: Locale.es_ES,
  fi: Locale.fi_FI,
  fr: Locale.fr_FR,
  hu: Locale.hu_HU,
  is: Locale.is_IS,
  it: Locale.it_IT,
  lt: Locale.lt_LT,
  lv: Locale.lv_LV,
  nb: Locale.nb_NO,
  nl: Locale.nl_NL,
  no: Locale.nb_NO,
  pl: Locale.pl_PL,
  pt: Locale.pt_PT,
  sv: Locale.sv_SE,
};

/** 'de' → de_DE, 'nl-BE' → nl_BE, anything Mollie does not know → en_US. */
export function mollieLocale(locale: string): Locale {
  const [language = '', region] = locale.split(/[-_]/);
  const exact = `${language.toLowerCase()}_${(region ?? '').toUpperCase()}`;
  if (LOCALES.has(exact)) return exact as Locale;
  return LANGUAGE_LOCALES[language.toLowerCase()] ?? Locale.en_US;
}

const SEQUENCE_TYPES: Record<OurSequenceType, SequenceType> = {
  oneoff: SequenceType.oneoff,
  first: SequenceType.first,
  recurring: SequenceType.recurring,
};

export function mollieSequenceType(sequenceType: OurSequenceType): SequenceType {
  return SEQUENCE_TYPES[sequenceType];
}
