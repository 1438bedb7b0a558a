import type { Settings } from '@amora/contracts';
import { createTheme } from '@amora/theme';
import { Injectable } from '@nestjs/common';
import { normalisePhone } from '../../common/phone.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';

type TenantSettings = Omit<Settings, 'geoip_country' | 'geoip_selected_country' | 'domain'>;

/** A tenant's part of the answer, and the whole answers built from it, one per host and country. */
interface TenantAnswers {
  settings: TenantSettings;
  json: string;
  bodies: Map<string, Buffer>;
}

/** Bounds the answers kept per tenant: its hosts times the ~250 countries a header can name. */
const MAX_BODIES_PER_TENANT = 2_000;

/**
 * The settings answer, kept in memory. It depends on the tenant, the host asked for (`domain`) and the
 * request's country (`geoip_country`, `geoip_selected_country`) and on nothing else, so the serialised
 * body is kept per tenant, host and country. The cache hangs off the Tenant object: TenantCache hands
 * out a new one after `tenant.changed`, so a changed tenant is never answered from an old entry.
 */
@Injectable()
export class SettingsService {
  private readonly byTenant = new WeakMap<Tenant, TenantAnswers>();

  settingsFor(tenant: Tenant, host: string, geoipCountry: string | null): Settings {
    return { ...this.answers(tenant).settings, ...requestFields(tenant, host, geoipCountry) };
  }

  /** The same answer as `settingsFor`, serialised once per tenant, host and country. */
  settingsBody(tenant: Tenant, host: string, geoipCountry: string | null): Buffer {
    const answers = this.answers(tenant);
    const key = bodyKey(host, geoipCountry);
    let body = answers.bodies.get(key);
    if (!body) {
      const request = JSON.stringify(requestFields(tenant, host, geoipCountry));
      body = Buffer.from(`${answers.json.slice(0, -1)},${request.slice(1)}`);
      if (answers.bodies.size >= MAX_BODIES_PER_TENANT) answers.bodies.clear();
      answers.bodies.set(key, body);
    }
    return body;
  }

  /** The body `settingsBody` has built already for this tenant, host and country, else undefined. */
  cachedSettingsBody(tenant: Tenant, host: string, geoipCountry: string | null): Buffer | undefined {
    return this.byTenant.get(tenant)?.bodies.get(bodyKey(host, geoipCountry));
  }

  private answers(tenant: Tenant): TenantAnswers {
    let answers = this.byTenant.get(tenant);
    if (!answers) {
      const settings = toSettings(tenant);
      answers = { settings, json: JSON.stringify(settings), bodies: new Map() };
      this.byTenant.set(tenant, answers);
    }
    return answers;
  }
}

/** A host has no spaces and a country is two letters or null: the key names one pair only. */
function bodyKey(host: string, geoipCountry: string | null): string {
  return geoipCountry === null ? host : `${host} ${geoipCountry}`;
}

function requestFields(tenant: Tenant, host: string, geoipCountry: string | null) {
  const selected =
    geoipCountry && tenant.countries.includes(geoipCountry) ? geoipCountry : tenant.countries[0];
  return { domain: host, geoip_country: geoipCountry, geoip_selected_country: selected };
}

function toSettings(tenant: Tenant): TenantSettings {
  return {
    niche: tenant.niche,
    signups: tenant.signups,
    logged_out_search: tenant.loggedOutSearch,
    logged_out_search_trafficsource: tenant.loggedOutSearchTrafficsource,
    minimum_message_costs: tenant.minimumMessageCosts,
    cdn_prefix: tenant.cdnPrefix,
    domain_language: tenant.domainLanguage,
    name: tenant.name,
    index_title: tenant.indexTitle,
    description: tenant.description,
    push_public_key: tenant.vapidPublicKey,
    support_phone: normalisePhone(tenant.supportPhone),
    support_email: tenant.supportEmail,
    enable_site_entry_popup: tenant.enableSiteEntryPopup,
    site_entry_popup_countries: tenant.siteEntryPopupCountries,
    fictional_icon: tenant.fictionalIcon,
    fictional_warning: tenant.fictionalWarning,
    fictional_singular: tenant.fictionalSingular,
    fictional_plural: tenant.fictionalPlural,
    countries: tenant.countries,
    visible_profile_fields: tenant.visibleProfileFields as Settings['visible_profile_fields'],
    visible_profile_notes: tenant.visibleProfileNotes,
    message_credits: tenant.messageCredits,
    signup_credits: tenant.signupCredits,
    photo_credits: tenant.photoCredits,
    photo_approval: tenant.photoApproval,
    gift_credits: tenant.giftCredits,
    message_length: tenant.messageLength,
    search_fields: tenant.searchFields as Settings['search_fields'],
    refund_days: tenant.refundDays,
    member_resell: tenant.memberResell,
    company_id: tenant.companyId,
    mail_name: tenant.mailName,
    min_age: tenant.minAge,
    languages: tenant.languages,
    country_languages: tenant.countryLanguages ?? {},
    theme: createTheme(tenant.theme).palette,
    logo_url: tenant.logoKey ? `${tenant.cdnPrefix}${tenant.logoKey}` : null,
    favicon_url: tenant.faviconKey ? `${tenant.cdnPrefix}${tenant.faviconKey}` : null,
  };
}
