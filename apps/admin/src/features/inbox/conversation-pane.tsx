import { Badge, Button, Skeleton } from '@amora/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, FormattedTime } from 'react-intl';
import { type ApiError, toApiError } from '../../lib/api-client';
import { ClaimCountdown } from './claim-countdown';
import { InboxError } from './claim-error';
import {
  claimConversation,
  type InboxConversation,
  loadConversation,
  releaseConversation,
  sendReply,
} from './inbox.api';
import { Bubble, History, Muted, Panel, Row, TextArea } from './inbox-styles';
import { NotesEditor } from './notes-editor';

const TITLE_ID = 'inbox-conversation-title';

interface Props {
  conversationId: number;
  /** The conversation left the queue (answered) or was let go (released). */
  onAnswered: (conversationId: number) => void;
  onClose: () => void;
}

/** Claims the conversation on open, then shows the member, the profile, the history and a reply box. */
export function ConversationPane({ conversationId, onAnswered, onClose }: Props) {
  const [conversation, setConversation] = useState<InboxConversation | null>(null);
  const [claimUntil, setClaimUntil] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  const claim = useCallback(async () => {
    setError(null);
    try {
      setClaimUntil((await claimConversation(conversationId)).claim.until);
    } catch (failure) {
      setClaimUntil(null);
      setError(toApiError(failure));
    }
  }, [conversationId]);

  useEffect(() => {
    setConversation(null);
    setClaimUntil(null);
    claim().then(() =>
      loadConversation(conversationId)
        .then(setConversation)
        .catch((failure) => setError(toApiError(failure))),
    );
  }, [conversationId, claim]);

  async function release() {
    try {
      await releaseConversation(conversationId);
      onClose();
    } catch (failure) {
      setError(toApiError(failure));
    }
  }

  return (
    <Panel aria-labelledby={TITLE_ID} data-testid="inbox-conversation">
      <Row>
        <h2 id={TITLE_ID} style={{ margin: 0, flex: 1 }}>
          {conversation ? (
            <FormattedMessage
              id="inbox.conversation_title"
              values={{
                member: conversation.member.profile.name,
                profile: conversation.fictional_profile.name,
              }}
            />
          ) : (
            <FormattedMessage id="inbox.conversation" />
          )}
        </h2>
        {claimUntil && <ClaimCountdown until={claimUntil} />}
        <Button size="sm" variant="outline" onClick={claim} data-testid="inbox-claim">
          <FormattedMessage id={claimUntil ? 'inbox.renew' : 'inbox.claim'} />
        </Button>
        {claimUntil && (
          <Button size="sm" variant="ghost" onClick={release} data-testid="inbox-release">
            <FormattedMessage id="inbox.release" />
          </Button>
        )}
      </Row>
      {error && <InboxError error={error} testid="inbox-error" />}
      {conversation ? (
        <ConversationDetails
          conversation={conversation}
          claimed={claimUntil !== null}
          onSent={() => onAnswered(conversationId)}
          onError={setError}
        />
      ) : (
        !error && <Skeleton $height="200px" />
      )}
    </Panel>
  );
}

function MemberCard({ conversation }: { conversation: InboxConversation }) {
  const { member, fictional_profile: profile } = conversation;
  return (
    <Row data-testid="inbox-member">
      <div style={{ flex: 1, minWidth: 200 }}>
        <strong>
          {member.profile.name}, {member.profile.age}
        </strong>{' '}
        {member.paid_user && (
          <Badge tone="success">
            <FormattedMessage id="inbox.paid" />
          </Badge>
        )}
        <div>
          <Muted>
            {member.profile.city} · {member.email} · #{member.id}
          </Muted>
        </div>
        <div>
          <Muted>
            <FormattedMessage
              id="inbox.member_since"
              values={{ date: <FormattedDate value={member.created_at} /> }}
            />
          </Muted>
        </div>
        {member.profile.about && <p style={{ margin: '4px 0 0' }}>{member.profile.about}</p>}
      </div>
      <div data-testid="inbox-credits">
        <FormattedMessage
          id="inbox.credits"
          values={{ credits: <FormattedNumber value={member.credits} />, count: member.credits }}
        />
      </div>
      <div style={{ flexBasis: '100%' }}>
        <Muted>
          <FormattedMessage
            id="inbox.as_profile"
            values={{ name: profile.name, age: profile.age, city: profile.city }}
          />
        </Muted>
      </div>
    </Row>
  );
}

function MessageHistory({ messages }: { messages: InboxConversation['messages'] }) {
  if (messages.length === 0)
    return (
      <Muted>
        <FormattedMessage id="inbox.no_messages" />
      </Muted>
    );
  return (
    <History data-testid="inbox-history">
      {messages.map((message) => (
        <Bubble key={message.id} $member={message.from_member} data-testid={`inbox-message-${message.id}`}>
          {message.text ?? <FormattedMessage id="inbox.message_kind" values={{ kind: message.kind }} />}
          <div>
            <Muted>
              <FormattedDate value={message.created_at} /> <FormattedTime value={message.created_at} />
              {message.staff && (
                <>
                  {' · '}
                  <FormattedMessage id="inbox.written_by" values={{ name: message.staff.name }} />
                </>
              )}
            </Muted>
          </div>
        </Bubble>
      ))}
    </History>
  );
}

interface DetailsProps {
  conversation: InboxConversation;
  claimed: boolean;
  onSent: () => void;
  onError: (error: ApiError) => void;
}

function ConversationDetails({ conversation, claimed, onSent, onError }: DetailsProps) {
  const replyId = useId();
  const [reply, setReply] = useState('');
  const [sending, setSending] = useState(false);

  async function send() {
    setSending(true);
    try {
      await sendReply(conversation.conversation_id, reply);
      setReply('');
      onSent();
    } catch (failure) {
      onError(toApiError(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <MemberCard conversation={conversation} />
      <NotesEditor subject="member" id={conversation.member.id} initial={conversation.member.notes} />
      <NotesEditor
        subject="profile"
        id={conversation.fictional_profile.id}
        initial={conversation.fictional_profile.notes}
      />
      <MessageHistory messages={conversation.messages} />
      <div>
        <label htmlFor={replyId}>
          <FormattedMessage id="inbox.reply_as" values={{ name: conversation.fictional_profile.name }} />
        </label>
        <TextArea
          id={replyId}
          rows={4}
          maxLength={10_000}
          value={reply}
          onChange={(event) => setReply(event.target.value)}
          data-testid="inbox-reply"
        />
        <Button
          loading={sending}
          disabled={!claimed || reply.trim() === ''}
          onClick={send}
          data-testid="inbox-send"
        >
          <FormattedMessage id="inbox.send" />
        </Button>
      </div>
    </>
  );
}
