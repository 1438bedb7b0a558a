import { Button, Select } from '@amora/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSettings } from '../../../app/providers/SettingsContext';
import { useRegions } from '../../../lib/api';
import { useCountryName } from '../shared/country-name';
import { AgeRange } from './AgeRange';
import { DistanceFilter } from './DistanceFilter';
import { FilterActions, FilterForm } from './filter-styles';
import {
  ATTRIBUTE_FILTERS,
  type AttributeFilter,
  countFilters,
  type SearchFilters as Filters,
  type SearchField,
  valuesOf,
} from './search-params';

export interface SearchFiltersProps {
  filters: Filters;
  onApply: (filters: Filters) => void;
  /** The member's own place is known: the distance filter can be offered. */
  hasPlace: boolean;
  loggedIn: boolean;
  /** Shown in the phone's sheet, else in the desktop sidebar: the buttons stick to the bottom of either. */
  inSheet?: boolean;
}

/** The filter form: only the tenant's `search_fields`, applied with one button. */
export function SearchFilters({ filters, onApply, hasPlace, loggedIn, inSheet }: SearchFiltersProps) {
  const intl = useIntl();
  const settings = useSettings();
  const [draft, setDraft] = useState<Filters>(filters);
  // new filters from the URL replace the draft; the mount's own run must not (Preact runs effects after
  // the next frame, when the member may already have picked a value)
  const shown = useRef(filters);
  useEffect(() => {
    if (shown.current === filters) return;
    shown.current = filters;
    setDraft(filters);
  }, [filters]);
  const offers = (field: SearchField) => settings.search_fields.includes(field);
  const set = (patch: Filters) => setDraft((current) => ({ ...current, ...patch }));
  const ageInvalid =
    draft.min_age !== undefined &&
    draft.max_age !== undefined &&
    Number(draft.min_age) > Number(draft.max_age);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ageInvalid) onApply(clean(draft));
  };

  return (
    <FilterForm
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'members.filters' })}
      data-testid="search-filters"
    >
      {offers('gender') && (
        <ValueSelect field="gender" labelId="profileField.gender" draft={draft} set={set} />
      )}
      {offers('country') && <CountryFilters draft={draft} set={set} withRegion={offers('countryregion')} />}
      {(offers('min_age') || offers('max_age')) && (
        <AgeRange
          draft={draft}
          set={set}
          withMin={offers('min_age')}
          withMax={offers('max_age')}
          invalid={ageInvalid}
        />
      )}
      {offers('distance') && loggedIn && <DistanceFilter draft={draft} set={set} hasPlace={hasPlace} />}
      {ATTRIBUTE_FILTERS.filter(offers).map((field) => (
        <ValueSelect key={field} field={field} labelId={`profileField.${field}`} draft={draft} set={set} />
      ))}
      <FilterActions $inSheet={inSheet}>
        <Button type="submit" fullWidth data-testid="search-apply">
          <FormattedMessage id="members.filter.apply" />
        </Button>
        {countFilters(draft) > 0 && (
          <Button variant="ghost" fullWidth onClick={() => onApply({})} data-testid="search-reset">
            <FormattedMessage id="members.filter.reset" />
          </Button>
        )}
      </FilterActions>
    </FilterForm>
  );
}

function clean(filters: Filters): Filters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Filters;
}

export interface DraftProps {
  draft: Filters;
  set: (patch: Filters) => void;
}

function ValueSelect({
  field,
  labelId,
  draft,
  set,
}: DraftProps & { field: AttributeFilter | 'gender'; labelId: string }) {
  const intl = useIntl();
  // the values agree with the gender sought ("Soltera" once "Mujer" is chosen), else the two-form `other`
  const gender = draft.gender || 'other';
  return (
    <Select
      label={intl.formatMessage({ id: labelId })}
      value={draft[field] ?? ''}
      onChange={(event) => set({ [field]: event.target.value })}
      data-testid={`filter-${field}`}
    >
      <option value="">{intl.formatMessage({ id: 'members.filter.any' })}</option>
      {valuesOf(field).map((value) => (
        <option key={value} value={value}>
          {intl.formatMessage({ id: `profileValue.${field}.${value}` }, { gender })}
        </option>
      ))}
    </Select>
  );
}

function CountryFilters({ draft, set, withRegion }: DraftProps & { withRegion: boolean }) {
  const intl = useIntl();
  const settings = useSettings();
  const countryName = useCountryName();
  const { data } = useRegions();
  const regions = data?.countries.find((c) => c.country === draft.country)?.regions ?? [];
  return (
    <>
      <Select
        label={intl.formatMessage({ id: 'profileField.country' })}
        value={draft.country ?? ''}
        onChange={(event) => set({ country: event.target.value, countryregion: '' })}
        data-testid="filter-country"
      >
        <option value="">{intl.formatMessage({ id: 'members.filter.anyCountry' })}</option>
        {settings.countries.map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
      </Select>
      {withRegion && (
        <Select
          label={intl.formatMessage({ id: 'profileField.region' })}
          value={draft.countryregion ?? ''}
          disabled={!draft.country || regions.length === 0}
          onChange={(event) => set({ countryregion: event.target.value })}
          data-testid="filter-countryregion"
        >
          <option value="">{intl.formatMessage({ id: 'members.filter.anyRegion' })}</option>
          {regions.map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </Select>
      )}
    </>
  );
}
