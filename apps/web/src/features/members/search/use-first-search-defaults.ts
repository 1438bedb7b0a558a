import { type OwnProfile, type Settings, soughtGender, type Tracking } from '@amora/contracts';
import { useEffect } from 'react';
import { hasTrafficSource } from '../../signup/tracking';
import { filtersChosen } from './search-cache';
import { type SearchFilters as Filters, filtersFromQuery, filtersToQuery } from './search-params';

/** As the API decides it (spec §6): everyone where logged_out_search, else only from a traffic source. */
export function visitorMaySearch(
  settings: Pick<Settings, 'logged_out_search' | 'logged_out_search_trafficsource'>,
  tracking: Tracking,
): boolean {
  return (
    settings.logged_out_search || (settings.logged_out_search_trafficsource && hasTrafficSource(tracking))
  );
}

/** A member with their profile (undefined while it loads, null when it cannot be read), or a visitor. */
export type Searcher = { member: true; own: OwnProfile | null | undefined } | { member: false };

/**
 * What a first search starts from: whom a member seeks and their own country, or a visitor's country
 * by their IP. The pool is shared with sites in other countries: newest first, without a country,
 * would show mostly foreign profiles. Undefined while the member's profile loads.
 */
function wishedFilters(searcher: Searcher, settings: Settings): Filters | undefined {
  if (!searcher.member) return { country: settings.geoip_selected_country };
  const { own } = searcher;
  if (!own) return own === null ? {} : undefined;
  return { gender: soughtGender(own.gender, own.sexuality), country: own.country };
}

/**
 * Until the searcher chooses filters themselves (`untouched`: the address has none, and none were
 * chosen this session), their first search starts from the wished filters the tenant offers. Answers
 * true while the search should wait for them: a search without them would only be thrown away.
 */
export function useFirstSearchDefaults(
  searcher: Searcher,
  { settings, untouched }: { settings: Settings; untouched: boolean },
  setParams: (params: URLSearchParams, options: { replace: boolean }) => void,
): boolean {
  const fields = searcher.member ? ['gender', 'country'] : ['country'];
  const offered = settings.search_fields.some((field) => fields.includes(field));
  const applies = offered && untouched && !filtersChosen();
  const wished = applies ? wishedFilters(searcher, settings) : {};
  const rules = { fields: settings.search_fields, countries: settings.countries, minAge: settings.min_age };
  // filtersFromQuery keeps what the tenant offers: its search fields and countries
  const query = wished ? filtersToQuery(filtersFromQuery(filtersToQuery(wished), rules)).toString() : '';
  useEffect(() => {
    if (query) setParams(new URLSearchParams(query), { replace: true });
  }, [query, setParams]);
  return applies && (wished === undefined || query !== '');
}
