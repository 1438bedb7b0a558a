import type { Layout, Settings } from '@amora/contracts';

/** Spec §9: on the chat, lander and empty layouts the warning is only for these countries. */
export const ENTRY_WARNING_LAYOUT_COUNTRIES: readonly string[] = ['NL', 'DE'];
/** localStorage key remembering that the visitor went past the warning. */
export const ENTRY_WARNING_SKIP_KEY = 'amora:site-entry-warning-skipped';

export interface EntryWarningInputs {
  settings: Pick<
    Settings,
    'enable_site_entry_popup' | 'site_entry_popup_countries' | 'geoip_selected_country'
  >;
  layout: Layout;
  loggedIn: boolean;
  /** Running as an installed app (display-mode standalone). */
  installedApp: boolean;
  /** The visitor already confirmed the warning once. */
  skipped: boolean;
}

/** Spec §1/§2: who sees the site-entry warning. */
export function shouldShowEntryWarning({
  settings,
  layout,
  loggedIn,
  installedApp,
  skipped,
}: EntryWarningInputs) {
  if (loggedIn || installedApp || skipped || !settings.enable_site_entry_popup) return false;
  const country = settings.geoip_selected_country;
  const countries = settings.site_entry_popup_countries;
  // An empty list means: everywhere.
  if (countries.length > 0 && !countries.includes(country)) return false;
  if (layout !== 'default' && !ENTRY_WARNING_LAYOUT_COUNTRIES.includes(country)) return false;
  return true;
}
