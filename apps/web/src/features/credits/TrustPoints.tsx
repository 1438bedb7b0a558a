import { Icon } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { TrustRow } from './credits-styles';

/** What a buyer wants to know before paying; `instant` where the credits are still to be chosen. */
export function TrustPoints({ instant = false }: { instant?: boolean }) {
  return (
    <TrustRow>
      <li>
        <Icon name="lock" size={16} />
        <FormattedMessage id="credits.trust.secure" />
      </li>
      <li>
        <Icon name="check" size={16} />
        <FormattedMessage id="credits.trust.noSubscription" />
      </li>
      {instant && (
        <li>
          <Icon name="sparkle" size={16} />
          <FormattedMessage id="credits.trust.instant" />
        </li>
      )}
    </TrustRow>
  );
}
