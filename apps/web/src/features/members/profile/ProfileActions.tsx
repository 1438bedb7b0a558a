import { Button, Icon } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { MemberIcon } from '../shared/MemberIcon';
import { useAskToJoin } from '../shared/use-ask-to-join';
import { ActionRow, Safety } from './profile-styles';

export interface ProfileActionsProps {
  member: boolean;
  /** Members: likes and chat arrive with the next issue, until then a short note says so. */
  onSoon: (messageId: string) => void;
}

/** Like and chat: visitors are asked to join; members learn these open soon. */
export function ProfileActions({ member, onSoon }: ProfileActionsProps) {
  const askToJoin = useAskToJoin();
  const act = (soonId: string) => (member ? onSoon(soonId) : askToJoin());
  return (
    <ActionRow>
      <Button
        size="lg"
        variant="secondary"
        onClick={() => act('members.soon.like')}
        data-testid="profile-like"
      >
        <Icon name="heart" size={20} />
        <FormattedMessage id="members.like" />
      </Button>
      <Button size="lg" onClick={() => act('members.soon.chat')} data-testid="profile-chat">
        <Icon name="chat" size={20} />
        <FormattedMessage id="members.chat" />
      </Button>
    </ActionRow>
  );
}

export interface SafetyActionsProps {
  member: boolean;
  onBlock: () => void;
  onReport: () => void;
}

/** Block and report; visitors are asked to join first. */
export function SafetyActions({ member, onBlock, onReport }: SafetyActionsProps) {
  const askToJoin = useAskToJoin();
  return (
    <Safety>
      <Button variant="ghost" size="sm" onClick={member ? onBlock : askToJoin} data-testid="profile-block">
        <Icon name="block" size={18} />
        <FormattedMessage id="members.block.action" />
      </Button>
      <Button variant="ghost" size="sm" onClick={member ? onReport : askToJoin} data-testid="profile-report">
        <MemberIcon name="flag" size={18} />
        <FormattedMessage id="members.report.action" />
      </Button>
    </Safety>
  );
}
