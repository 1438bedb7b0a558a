import { Select } from '@amora/ui';
import { useIntl } from 'react-intl';
import { useSettings } from '../../../app/providers/SettingsContext';
import { Pair } from './filter-styles';
import type { DraftProps } from './SearchFilters';
import { MAX_AGE } from './search-params';

export interface AgeRangeProps extends DraftProps {
  withMin: boolean;
  withMax: boolean;
  invalid: boolean;
}

/** From and to age (side by side when they fit); an upside-down range is named at once (the API's own message). */
export function AgeRange({ draft, set, withMin, withMax, invalid }: AgeRangeProps) {
  const intl = useIntl();
  const settings = useSettings();
  const ages = Array.from({ length: MAX_AGE - settings.min_age + 1 }, (_, i) => settings.min_age + i);
  const any = intl.formatMessage({ id: 'members.filter.any' });
  const error = invalid ? intl.formatMessage({ id: 'error.age_range_invalid' }) : undefined;
  return (
    <Pair>
      {withMin && (
        <Select
          label={intl.formatMessage({ id: 'members.filter.minAge' })}
          value={draft.min_age ?? ''}
          onChange={(event) => set({ min_age: event.target.value })}
          data-testid="filter-min_age"
        >
          <option value="">{any}</option>
          {ages.map((age) => (
            <option key={age} value={age}>
              {age}
            </option>
          ))}
        </Select>
      )}
      {withMax && (
        <Select
          label={intl.formatMessage({ id: 'members.filter.maxAge' })}
          value={draft.max_age ?? ''}
          onChange={(event) => set({ max_age: event.target.value })}
          error={error}
          data-testid="filter-max_age"
        >
          <option value="">{any}</option>
          {ages.map((age) => (
            <option key={age} value={age}>
              {age}
            </option>
          ))}
        </Select>
      )}
    </Pair>
  );
}
