import type { Layout } from '@amora/contracts';
import { type EntryWarningInputs, shouldShowEntryWarning } from './entry-warning-rules';

function inputs(
  overrides: Partial<EntryWarningInputs> = {},
  settings: Partial<EntryWarningInputs['settings']> = {},
) {
  return {
    layout: 'default' as Layout,
    loggedIn: false,
    installedApp: false,
    skipped: false,
    ...overrides,
    settings: {
      enable_site_entry_popup: true,
      site_entry_popup_countries: [],
      geoip_selected_country: 'NL',
      ...settings,
    },
  };
}

describe('shouldShowEntryWarning', () => {
  it('shows to a logged-out visitor on the default layout everywhere when the country list is empty', () => {
    expect(shouldShowEntryWarning(inputs({}, { geoip_selected_country: 'US' }))).toBe(true);
  });

  it.each([
    ['logged in', inputs({ loggedIn: true })],
    ['in an installed app', inputs({ installedApp: true })],
    ['already skipped', inputs({ skipped: true })],
    ['disabled by the tenant', inputs({}, { enable_site_entry_popup: false })],
    [
      'outside the country list',
      inputs({}, { site_entry_popup_countries: ['DE'], geoip_selected_country: 'NL' }),
    ],
  ])('does not show when %s', (_, given) => {
    expect(shouldShowEntryWarning(given)).toBe(false);
  });

  it('shows inside the country list', () => {
    expect(shouldShowEntryWarning(inputs({}, { site_entry_popup_countries: ['NL', 'BE'] }))).toBe(true);
  });

  it.each(['chat', 'lander', 'empty'] as const)('shows on the %s layout only for NL and DE', (layout) => {
    expect(shouldShowEntryWarning(inputs({ layout }, { geoip_selected_country: 'NL' }))).toBe(true);
    expect(shouldShowEntryWarning(inputs({ layout }, { geoip_selected_country: 'DE' }))).toBe(true);
    expect(shouldShowEntryWarning(inputs({ layout }, { geoip_selected_country: 'BE' }))).toBe(false);
  });
});
