import type { Locale } from '@amora/contracts';
import type { Palette } from '@amora/theme';
import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { Company } from './company.entity.js';
import { TenantDomain } from './tenant-domain.entity.js';

export type MessageCosts = Record<string, { costs: number; currency: string }>;

/** A branded site: every settings field of spec §3 lives here, per tenant. */
@Entity('tenant')
export class Tenant {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text', { unique: true })
  slug!: string;

  @Column('text')
  name!: string;

  @Column('smallint')
  niche!: number;

  @Column('text', { default: 'all' })
  signups!: 'all' | 'with_trafficsource' | 'invite_only';

  @Column('boolean', { name: 'logged_out_search', default: false })
  loggedOutSearch!: boolean;

  @Column('boolean', { name: 'logged_out_search_trafficsource', default: false })
  loggedOutSearchTrafficsource!: boolean;

  @Column('text', { name: 'cdn_prefix', default: '/media/' })
  cdnPrefix!: string;

  @Column('text', { name: 'domain_language' })
  domainLanguage!: string;

  @Column('text', { array: true })
  languages!: Locale[];

  @Column('text', { name: 'index_title' })
  indexTitle!: string;

  @Column('text')
  description!: string;

  @Column('text', { name: 'support_phone' })
  supportPhone!: string;

  @Column('text', { name: 'support_email' })
  supportEmail!: string;

  @Column('text', { name: 'mail_name' })
  mailName!: string;

  @Column('boolean', { name: 'enable_site_entry_popup', default: true })
  enableSiteEntryPopup!: boolean;

  @Column('text', { name: 'site_entry_popup_countries', array: true, default: () => "'{}'" })
  siteEntryPopupCountries!: string[];

  @Column('text', { name: 'fictional_icon', default: '✦' })
  fictionalIcon!: string;

  @Column('text', { name: 'fictional_warning' })
  fictionalWarning!: string;

  @Column('text', { name: 'fictional_singular' })
  fictionalSingular!: string;

  @Column('text', { name: 'fictional_plural' })
  fictionalPlural!: string;

  @Column('text', { array: true })
  countries!: string[];

  @Column('text', { name: 'visible_profile_fields', array: true })
  visibleProfileFields!: string[];

  @Column('boolean', { name: 'visible_profile_notes', default: false })
  visibleProfileNotes!: boolean;

  @Column('int', { name: 'message_credits' })
  messageCredits!: number;

  @Column('int', { name: 'signup_credits' })
  signupCredits!: number;

  @Column('int', { name: 'photo_credits' })
  photoCredits!: number;

  /** New member photos wait for support's approval before others see them (photo moderation). */
  @Column('boolean', { name: 'photo_approval', default: false })
  photoApproval!: boolean;

  @Column('int', { name: 'gift_credits' })
  giftCredits!: number;

  @Column('int', { name: 'message_length' })
  messageLength!: number;

  @Column('text', { name: 'search_fields', array: true })
  searchFields!: string[];

  @Column('int', { name: 'refund_days' })
  refundDays!: number;

  @Column('boolean', { name: 'member_resell', default: false })
  memberResell!: boolean;

  @Column('smallint', { name: 'min_age', default: 18 })
  minAge!: number;

  @Column('jsonb', { name: 'minimum_message_costs', default: () => "'{}'" })
  minimumMessageCosts!: MessageCosts;

  @Column('jsonb', { default: () => "'{}'" })
  theme!: Partial<Palette>;

  /** Languages offered per country (first the default); other countries get `languages` (optional as logoKey). */
  @Column('jsonb', { name: 'country_languages', default: () => "'{}'" })
  countryLanguages?: Record<string, Locale[]>;

  @Column('boolean', { name: 'share_profile_pool', default: false })
  shareProfilePool!: boolean;

  @Column('text', { name: 'vapid_public_key' })
  vapidPublicKey!: string;

  /** Never leaves the API: not in settings, not in logs. */
  @Column('text', { name: 'vapid_private_key', select: false })
  vapidPrivateKey!: string;

  /** Who takes the payments (DESIGN.md §9): the local checkout simulator, or Mollie with `mollie_api_key`. */
  @Column('text', { name: 'payment_provider', default: 'simulator' })
  paymentProvider!: 'simulator' | 'mollie';

  /** Never leaves the API: not in settings, not in logs. */
  @Column('text', { name: 'mollie_api_key', nullable: true, select: false })
  mollieApiKey!: string | null;

  /**
   * Storage keys of the tenant's uploaded logo and favicon (served under /media/), null for the default
   * (optional: a tenant made in code starts without them).
   */
  @Column('text', { name: 'logo_key', nullable: true })
  logoKey?: string | null;

  @Column('text', { name: 'favicon_key', nullable: true })
  faviconKey?: string | null;

  /** IANA zone of the site's day (the swipe game's likes a day). */
  @Column('text', { name: 'time_zone', default: 'Europe/Amsterdam' })
  timeZone!: string;

  @Column('int', { name: 'company_id' })
  companyId!: number;

  @ManyToOne(() => Company, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'company_id' })
  company!: Relation<Company>;

  @OneToMany(
    () => TenantDomain,
    (domain) => domain.tenant,
  )
  domains!: Relation<TenantDomain>[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
