import { DropdownMenu, Icon } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { mediaUrl } from '../../../../lib/media/media-url';
import { pathTo } from '../../../../lib/routes/paths';
import { useSessionActions, useUser } from '../../../providers/SessionContext';
import { useSettings } from '../../../providers/SettingsContext';

const Avatar = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  overflow: hidden;
  border-radius: 50%;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary.surface},
    ${({ theme }) => theme.colors.secondary.surface}
  );
  color: ${({ theme }) => theme.colors.primary.onSurface};
  font-weight: 750;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-transform: uppercase;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Name = styled.span`
  display: none;
  max-width: 120px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 650;

  ${({ theme }) => theme.media.lg} {
    display: inline;
  }
`;

const Trigger = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The account dropdown of spec §2: My profile, Settings, Logout. */
export function AccountMenu() {
  const user = useUser();
  const settings = useSettings();
  const { logout } = useSessionActions();
  const navigate = useNavigate();
  const intl = useIntl();
  if (!user) return null;
  const name = user.profile?.name ?? user.email;
  const thumb = user.profile?.main_image?.thumb_filename;
  return (
    <DropdownMenu
      data-testid="account-menu"
      ariaLabel={intl.formatMessage({ id: 'nav.account' }, { name })}
      label={
        <Trigger>
          <Avatar aria-hidden="true">
            {thumb ? <img src={mediaUrl(settings.cdn_prefix, thumb)} alt="" /> : name.slice(0, 1)}
          </Avatar>
          <Name>{name}</Name>
        </Trigger>
      }
      items={[
        {
          key: 'profile',
          icon: <Icon name="user" size={18} />,
          label: <FormattedMessage id="nav.myProfile" />,
          onSelect: () => navigate(pathTo('profile')),
        },
        {
          key: 'settings',
          icon: <Icon name="shield" size={18} />,
          label: <FormattedMessage id="nav.settings" />,
          onSelect: () => navigate(pathTo('settings')),
        },
        {
          key: 'logout',
          icon: <Icon name="arrowRight" size={18} />,
          label: <FormattedMessage id="nav.logout" />,
          tone: 'danger',
          onSelect: async () => {
            await logout();
            navigate('/');
          },
        },
      ]}
    />
  );
}
