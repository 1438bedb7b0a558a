import { Icon, type IconName } from '@amora/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SectionCard, SectionHeader, SectionIcon, SectionText, SectionTitle } from './settings-styles';

interface Props {
  id: string;
  icon: IconName;
  titleId: string;
  /** The line under the title. */
  text: ReactNode;
  tone?: 'primary' | 'danger';
  children: ReactNode;
}

/** One card of the settings page: icon, title and a line of explanation above its content. */
export function SettingsSection({ id, icon, titleId, text, tone = 'primary', children }: Props) {
  return (
    <SectionCard id={id} tabIndex={-1} aria-labelledby={`settings-${id}-title`}>
      <SectionHeader>
        <SectionIcon $tone={tone} aria-hidden="true">
          <Icon name={icon} size={22} />
        </SectionIcon>
        <div>
          <SectionTitle id={`settings-${id}-title`}>
            <FormattedMessage id={titleId} />
          </SectionTitle>
          <SectionText>{text}</SectionText>
        </div>
      </SectionHeader>
      {children}
    </SectionCard>
  );
}
