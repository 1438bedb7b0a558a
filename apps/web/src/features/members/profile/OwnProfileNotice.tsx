import { Icon } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../../lib/routes/button-link';
import { pathTo } from '../../../lib/routes/paths';
import { OwnNotice } from './profile-styles';

/** In place of like and chat on the member's own profile: liking or chatting with oneself is refused. */
export function OwnProfileNotice() {
  return (
    <OwnNotice data-testid="profile-own-notice">
      <p>
        <Icon name="user" size={20} />
        <FormattedMessage id="members.own.notice" />
      </p>
      <ButtonLink to={pathTo('profile')} $variant="outline" data-testid="profile-own-edit">
        <Icon name="pencil" size={18} />
        <FormattedMessage id="members.own.edit" />
      </ButtonLink>
    </OwnNotice>
  );
}
