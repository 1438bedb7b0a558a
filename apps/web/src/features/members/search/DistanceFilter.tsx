import { Icon, Select } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { pathTo } from '../../../lib/routes/paths';
import { Hint } from './filter-styles';
import type { DraftProps } from './SearchFilters';
import { DISTANCE_OPTIONS } from './search-params';

/** Distance from the member's own place; without a place, a hint to set one on the profile. */
export function DistanceFilter({ draft, set, hasPlace }: DraftProps & { hasPlace: boolean }) {
  const intl = useIntl();
  if (!hasPlace)
    return (
      <Hint data-testid="filter-distance-hint">
        <Icon name="pin" size={20} />
        <span>
          <FormattedMessage
            id="members.filter.distanceNeedsPlace"
            values={{ link: (chunks) => <Link to={pathTo('profile')}>{chunks}</Link> }}
          />
        </span>
      </Hint>
    );
  return (
    <Select
      label={intl.formatMessage({ id: 'profileField.distance' })}
      value={draft.distance ?? ''}
      onChange={(event) => set({ distance: event.target.value })}
      data-testid="filter-distance"
    >
      <option value="">{intl.formatMessage({ id: 'members.filter.anyDistance' })}</option>
      {DISTANCE_OPTIONS.map((km) => (
        <option key={km} value={km}>
          {intl.formatMessage({ id: 'members.filter.withinKm' }, { km })}
        </option>
      ))}
    </Select>
  );
}
