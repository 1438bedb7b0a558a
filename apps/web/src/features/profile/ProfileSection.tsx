import { Icon, type IconName } from '@amora/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  HeaderText,
  SectionCard,
  SectionHeader,
  SectionIcon,
  SectionText,
  SectionTitle,
} from './profile-styles';

interface Props {
  id: string;
  icon: IconName;
  titleId: string;
  text?: ReactNode;
  /** Beside the title, e.g. the photo count. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One card of the profile page: icon, title and a line of explanation above its content. */
export function ProfileSection({ id, icon, titleId, text, aside, children }: Props) {
  return (
    <SectionCard id={id} aria-labelledby={`profile-${id}-title`} data-testid={`profile-section-${id}`}>
      <SectionHeader>
        <SectionIcon aria-hidden="true">
          <Icon name={icon} size={22} />
        </SectionIcon>
        <HeaderText>
          <SectionTitle id={`profile-${id}-title`}>
            <FormattedMessage id={titleId} />
          </SectionTitle>
          {text && <SectionText>{text}</SectionText>}
        </HeaderText>
        {aside}
      </SectionHeader>
      {children}
    </SectionCard>
  );
}
