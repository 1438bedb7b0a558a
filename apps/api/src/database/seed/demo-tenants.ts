import type { Locale } from '@amora/contracts';
import type { Palette } from '@amora/theme';
import type { Company } from '../../tenancy/company.entity.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';

export type DemoCompany = Omit<Company, 'id'>;
export type DemoTenant = Omit<
  Tenant,
  | 'id'
  | 'company'
  | 'companyId'
  | 'domains'
  | 'createdAt'
  | 'updatedAt'
  | 'vapidPublicKey'
  | 'vapidPrivateKey'
> & { hosts: string[]; companyKey: string; fakerLocale: 'nl' | 'de' | 'en_GB'; theme: Palette };

export const DEMO_COMPANIES: Record<string, DemoCompany> = {
  nl: {
    name: 'Amora Media B.V.',
    address: 'Herengracht 182',
    kvk: '81234567',
    city: '1016 BR Amsterdam',
    country: 'NL',
    tradenames: ['Vonk', 'Spark Hearts'],
    vatNumbers: ['NL862345678B01'],
    supportPhone: '+31 20-123 45 67',
    deleteDiscount: 50,
    added: new Date('2024-03-01T09:00:00Z'),
  },
  de: {
    name: 'Amora Media GmbH',
    address: 'Torstraße 109',
    kvk: 'HRB 223344 B',
    city: '10119 Berlin',
    country: 'DE',
    tradenames: ['Herzklopfen'],
    vatNumbers: ['DE312345678'],
    supportPhone: '+49 30 1234-5678',
    deleteDiscount: 40,
    added: new Date('2024-06-15T09:00:00Z'),
  },
};

const ALL_FIELDS = [
  'gender',
  'sexuality',
  'relationship_status',
  'hair',
  'eye_colour',
  'body_type',
  'interests',
  'tattoos',
  'age',
  'city',
  'region',
  'country',
];
const BASIC_SEARCH = ['gender', 'country', 'countryregion', 'min_age', 'max_age', 'distance'];

const common = {
  signups: 'all' as const,
  loggedOutSearch: true,
  loggedOutSearchTrafficsource: false,
  cdnPrefix: '/media/',
  enableSiteEntryPopup: true,
  visibleProfileNotes: true,
  messageLength: 1000,
  searchFields: BASIC_SEARCH,
  memberResell: false,
  minAge: 18,
  photoApproval: false,
  shareProfilePool: false,
  fictionalIcon: '✦',
  timeZone: 'Europe/Amsterdam',
  paymentProvider: 'simulator' as const,
  mollieApiKey: null,
};

/**
 * Three demo brands in different languages and palettes (DESIGN.md "Demo data"). Vonk and Spark Hearts,
 * both general dating and run by the same company, share their niche's profile pool; Herzklopfen (40+)
 * keeps its own.
 */
export const DEMO_TENANTS: DemoTenant[] = [
  {
    ...common,
    slug: 'vonk',
    name: 'Vonk',
    niche: 1,
    shareProfilePool: true,
    hosts: ['vonk.localhost', 'localhost', '127.0.0.1'],
    companyKey: 'nl',
    fakerLocale: 'nl',
    domainLanguage: 'nl_NL',
    languages: ['nl', 'en', 'de'] as Locale[],
    indexTitle: 'Vonk – daten met een vonk',
    description: 'Ontmoet singles bij jou in de buurt, chat en vind je match op Vonk.',
    supportPhone: '+31 20-123 45 67',
    supportEmail: 'support@vonk.localhost',
    mailName: 'Vonk',
    siteEntryPopupCountries: ['NL', 'BE'],
    fictionalWarning: 'Dit profiel wordt beheerd door ons team en is fictief; afspreken is niet mogelijk.',
    fictionalSingular: 'fictief profiel',
    fictionalPlural: 'fictieve profielen',
    countries: ['NL', 'BE'],
    visibleProfileFields: ALL_FIELDS,
    searchFields: [...BASIC_SEARCH, 'body_type', 'hair', 'tattoos'],
    messageCredits: 10,
    signupCredits: 20,
    photoCredits: 5,
    giftCredits: 25,
    refundDays: 14,
    // what one message costs in the largest demo bundle (seed/demo-payments.ts)
    minimumMessageCosts: { NL: { costs: 1.5, currency: 'EUR' }, BE: { costs: 1.5, currency: 'EUR' } },
    theme: { primary: '#7b2cbf', secondary: '#d61f84', success: '#ffb000', dark: '#2b0b3f' },
  },
  {
    ...common,
    slug: 'herz',
    name: 'Herzklopfen',
    niche: 4,
    hosts: ['herz.localhost'],
    companyKey: 'de',
    fakerLocale: 'de',
    domainLanguage: 'de_DE',
    languages: ['de', 'en', 'nl', 'pl'] as Locale[],
    indexTitle: 'Herzklopfen – Dating ab 40',
    description: 'Herzklopfen bringt reife Singles zusammen: flirten, chatten, verlieben.',
    supportPhone: '+49 30 1234-5678',
    supportEmail: 'hilfe@herz.localhost',
    mailName: 'Herzklopfen',
    siteEntryPopupCountries: [],
    fictionalWarning:
      'Dieses Profil wird von unserem Team betreut und ist fiktiv; echte Treffen sind nicht möglich.',
    fictionalSingular: 'fiktives Profil',
    fictionalPlural: 'fiktive Profile',
    countries: ['DE', 'AT', 'CH'],
    visibleProfileFields: ALL_FIELDS.filter((field) => field !== 'tattoos'),
    searchFields: [...BASIC_SEARCH, 'relationship_status', 'body_type'],
    messageCredits: 12,
    signupCredits: 15,
    photoCredits: 6,
    giftCredits: 30,
    refundDays: 14,
    minAge: 40,
    timeZone: 'Europe/Berlin',
    minimumMessageCosts: {
      DE: { costs: 1.8, currency: 'EUR' },
      AT: { costs: 1.8, currency: 'EUR' },
      CH: { costs: 1.91, currency: 'CHF' },
    },
    theme: { primary: '#b0124f', secondary: '#e8447a', success: '#f5a300', dark: '#3a0a22' },
  },
  {
    ...common,
    slug: 'spark',
    name: 'Spark Hearts',
    niche: 1,
    shareProfilePool: true,
    hosts: ['spark.localhost'],
    companyKey: 'nl',
    fakerLocale: 'en_GB',
    domainLanguage: 'en_GB',
    languages: ['en', 'da', 'de', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv'] as Locale[],
    indexTitle: 'Spark Hearts – chat, flirt, connect',
    description: 'Spark Hearts is where singles chat, flirt and connect. Join free today.',
    supportPhone: '+44 20 7946-0000',
    supportEmail: 'care@spark.localhost',
    mailName: 'Spark Hearts',
    loggedOutSearch: false,
    signups: 'with_trafficsource',
    siteEntryPopupCountries: [],
    enableSiteEntryPopup: false,
    fictionalWarning: 'This profile is run by our team and is fictional; meeting in person is not possible.',
    fictionalSingular: 'fictional profile',
    fictionalPlural: 'fictional profiles',
    countries: ['GB', 'IE', 'US'],
    visibleProfileFields: ALL_FIELDS,
    searchFields: [
      ...BASIC_SEARCH,
      'sexuality',
      'relationship_status',
      'hair',
      'eye_colour',
      'body_type',
      'tattoos',
    ],
    messageCredits: 8,
    signupCredits: 10,
    photoCredits: 4,
    giftCredits: 20,
    refundDays: 30,
    memberResell: true,
    timeZone: 'Europe/London',
    minimumMessageCosts: {
      GB: { costs: 1, currency: 'GBP' },
      IE: { costs: 1.2, currency: 'EUR' },
      US: { costs: 1.28, currency: 'USD' },
    },
    theme: { primary: '#1d4ed8', secondary: '#e11d74', success: '#f59e0b', dark: '#0f1b3d' },
  },
];
