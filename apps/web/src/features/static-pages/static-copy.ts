import { defineMessages, type MessageDescriptor } from 'react-intl';

const m = defineMessages({
  termsTitle: { id: 'static.terms.title' },
  termsIntro: { id: 'static.terms.intro' },
  termsBody: { id: 'static.terms.body' },
  privacyTitle: { id: 'static.privacy.title' },
  privacyIntro: { id: 'static.privacy.intro' },
  privacyBody: { id: 'static.privacy.body' },
  cookiesTitle: { id: 'static.cookies.title' },
  cookiesIntro: { id: 'static.cookies.intro' },
  cookiesBody: { id: 'static.cookies.body' },
  banTitle: { id: 'static.ban.title' },
  banIntro: { id: 'static.ban.intro' },
  banBody: { id: 'static.ban.body' },
  faqTitle: { id: 'static.faq.title' },
  faqIntro: { id: 'static.faq.intro' },
  returnsTitle: { id: 'static.returns.title' },
  returnsIntro: { id: 'static.returns.intro' },
  returnsBody: { id: 'static.returns.body' },
  serviceTitle: { id: 'static.service.title' },
  serviceIntro: { id: 'static.service.intro' },
  serviceBody: { id: 'static.service.body' },
});

export const FAQ = defineMessages({
  q1: { id: 'faq.credits.question' },
  a1: { id: 'faq.credits.answer' },
  q2: { id: 'faq.free.question' },
  a2: { id: 'faq.free.answer' },
  q3: { id: 'faq.profiles.question' },
  a3: { id: 'faq.profiles.answer' },
  q4: { id: 'faq.delete.question' },
  a4: { id: 'faq.delete.answer' },
});

export const FAQ_ITEMS: ReadonlyArray<readonly [MessageDescriptor, MessageDescriptor]> = [
  [FAQ.q1, FAQ.a1],
  [FAQ.q2, FAQ.a2],
  [FAQ.q3, FAQ.a3],
  [FAQ.q4, FAQ.a4],
];

export interface StaticCopy {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  body?: MessageDescriptor;
}

/** Copy of the static pages of spec §2, by WEB_ROUTES name. */
export const STATIC_COPY: Record<string, StaticCopy> = {
  terms: { title: m.termsTitle, intro: m.termsIntro, body: m.termsBody },
  privacy: { title: m.privacyTitle, intro: m.privacyIntro, body: m.privacyBody },
  cookies: { title: m.cookiesTitle, intro: m.cookiesIntro, body: m.cookiesBody },
  ban: { title: m.banTitle, intro: m.banIntro, body: m.banBody },
  faq: { title: m.faqTitle, intro: m.faqIntro },
  'return-policy': { title: m.returnsTitle, intro: m.returnsIntro, body: m.returnsBody },
  service: { title: m.serviceTitle, intro: m.serviceIntro, body: m.serviceBody },
};

/** Spec §9: the terms' version date, or the company's added date when that is later. */
export const TERMS_VERSION_DATE = '2023-12-01T12:00:00Z';

export function termsDate(companyAdded: string | undefined): string {
  if (!companyAdded) return TERMS_VERSION_DATE;
  return new Date(companyAdded).getTime() > new Date(TERMS_VERSION_DATE).getTime()
    ? companyAdded
    : TERMS_VERSION_DATE;
}

/** Spec §5: the support phone without dashes and whitespace, for tel: links. */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}
