import type { Settings } from '@amora/contracts';
import { createTheme } from '@amora/theme';
import { Injectable } from '@nestjs/common';
import { normalisePhone } from '../../common/phone.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';

type TenantSettings = Omit<Settings, 'geoip_country' | 'geoip_selected_country' | 'domain'>;
type Cached = { settings: TenantSettings; json: string };

@Injectable()
export class SettingsService {
  /** Per tenant object: the cache hands out a new object after a change, so this never goes stale. */
  private readonly byTenant = new WeakMap<Tenant, Cached>();

  settingsFor(tenant: Tenant, host: string, geoipCountry: string | null): Settings {
    return { ...this.cached(tenant).settings, ...requestFields(tenant, host, geoipCountry) };
  }

  /** The same answer, serialised: the tenant's part once per tenant, only the request's part each time. */
  settingsJson(tenant: Tenant, host: string, geoipCountry: string | null): string {
    const request = JSON.stringify(requestFields(tenant, host, geoipCountry));
    return `${this.cached(tenant).json.slice(0, -1)},${request.slice(1)}`;
  }

  private cached(tenant: Tenant): Cached {
    let cached = this.byTenant.get(tenant);
    if (!cached) {
      const settings = toSettings(tenant);
      cached = { settings, json: JSON.stringify(settings) };
      this.byTenant.set(tenant, cached);
    }
    return cached;
  }
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
    gift_credits: tenant.giftCredits,
    message_length: tenant.messageLength,
    search_fields: tenant.searchFields as Settings['search_fields'],
    refund_days: tenant.refundDays,
    member_resell: tenant.memberResell,
    company_id: tenant.companyId,
    mail_name: tenant.mailName,
    min_age: tenant.minAge,
    languages: tenant.languages,
    theme: createTheme(tenant.theme).palette,
  };
}
