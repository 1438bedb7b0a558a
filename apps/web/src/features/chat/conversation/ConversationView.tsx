import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSettings } from '../../../app/providers/SettingsContext';
import { useFictionalWarning } from '../../members/shared/use-fictional-warning';
import { BlockedBar } from './BlockedBar';
import { Composer, type ComposerHandle } from './Composer';
import { ConversationHeader } from './ConversationHeader';
import { ConversationFailed, ConversationSkeleton, ConversationStart } from './ConversationStates';
import { nothingSentYet } from './conversation-state';
import { GiftPicker } from './GiftPicker';
import { IcebreakerModal } from './IcebreakerModal';
import { MessageList } from './MessageList';
import { SendNoticeCard } from './SendNoticeCard';
import { type ConversationTarget, useConversation } from './use-conversation';

const FictionalBar = styled.p`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.primary.muted};
  color: ${({ theme }) => theme.colors.primary.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 600;
  text-align: center;
`;

type Dialog = 'gifts' | 'icebreakers' | null;

/** A whole conversation: header, the operator disclosure, the messages and the composer. */
export function ConversationView({ target }: { target: ConversationTarget }) {
  const settings = useSettings();
  const fictionalWarning = useFictionalWarning();
  const conversation = useConversation(target);
  const { state } = conversation;
  const [draft, setDraft] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const composer = useRef<ComposerHandle>(null);
  // the member lifted the block from the bar: the composer in its place takes the focus, once
  const unblockedHere = useRef(false);
  useEffect(() => {
    if (state.blocked || !unblockedHere.current) return;
    unblockedHere.current = false;
    composer.current?.focus();
  }, [state.blocked]);

  if (state.status === 'failed') return <ConversationFailed error={state.error} />;
  const { profile } = state;
  if (state.status === 'loading' || !profile) return <ConversationSkeleton />;
  // unsent messages only: nothing was written yet, the page still invites to say hello
  const empty = nothingSentYet(state.messages);
  const openIcebreakers = () => setDialog('icebreakers');

  return (
    <>
      <ConversationHeader
        profile={profile}
        conversationId={state.conversationId}
        typing={conversation.typing}
        blocked={state.blocked}
      />
      {profile.fictional && (
        <FictionalBar data-testid="fictional-warning">
          <span aria-hidden="true">{settings.fictional_icon}</span>
          {fictionalWarning}
        </FictionalBar>
      )}
      <MessageList
        messages={state.messages}
        name={profile.name}
        hasOlder={state.older !== null}
        loadingOlder={state.loadingOlder}
        olderError={state.olderError}
        onLoadOlder={conversation.loadOlder}
        typing={conversation.typing}
        unreadFrom={conversation.unreadFrom}
        onRetry={conversation.retry}
        onDiscard={conversation.discard}
        start={<ConversationStart profile={profile} empty={empty} onIcebreakers={openIcebreakers} />}
        end={<SendNoticeCard notice={conversation.notice} onDismiss={conversation.dismissNotice} />}
      />
      {state.blocked ? (
        <BlockedBar
          profile={profile}
          blocked={state.blocked}
          onUnblocked={() => {
            unblockedHere.current = true;
            conversation.unblocked();
          }}
        />
      ) : (
        <Composer
          name={profile.name}
          draft={draft}
          onDraft={setDraft}
          onSend={(text) => conversation.send({ text })}
          onTyping={conversation.notifyTyping}
          onOpenGifts={() => setDialog('gifts')}
          onOpenIcebreakers={empty ? openIcebreakers : undefined}
          ref={composer}
        />
      )}
      <GiftPicker
        open={dialog === 'gifts'}
        name={profile.name}
        onClose={() => setDialog(null)}
        onPick={(gift) => conversation.send({ gift })}
      />
      <IcebreakerModal
        open={dialog === 'icebreakers'}
        name={profile.name}
        onClose={() => setDialog(null)}
        onPick={setDraft}
      />
    </>
  );
}
