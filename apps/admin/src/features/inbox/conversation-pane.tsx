import { Alert, Badge, Button, Skeleton } from '@amora/ui';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, FormattedTime, useIntl } from 'react-intl';
import { type ApiError, toApiError } from '../../lib/api-client';
import { useMe } from '../session/session-provider';
import { ClaimCountdown } from './claim-countdown';
import { InboxError } from './claim-error';
import {
  claimConversation,
  type InboxConversation,
  loadConversation,
  releaseConversation,
  sendReply,
} from './inbox.api';
import {
  Area,
  Bubble,
  Card,
  CardLabel,
  ClaimBar,
  Composer,
  FieldLabel,
  History,
  Muted,
  Panel,
  PanelTitle,
  Row,
  TextArea,
  Workspace,
} from './inbox-styles';
import { NotesEditor } from './notes-editor';
import { ProfileAvatar } from './profile-avatar';

const TITLE_ID = 'inbox-conversation-title';

/** This moderator's claim: being asked for, held until, lapsed, or not held (the error says why). */
type Claim =
  | { status: 'claiming' }
  | { status: 'mine'; until: string }
  | { status: 'expired' }
  | { status: 'none' };

export interface SentReply {
  member: string;
  profile: string;
}

interface Props {
  conversationId: number;
  /** Counts the server's announcements about this conversation (a new message, someone's claim). */
  changes: number;
  onSent: (conversationId: number, reply: SentReply) => void;
  /** The claim was given up: back to the queue. */
  onClose: () => void;
}

/** Claims the conversation on open, then shows the member, the profile, the history and a reply box. */
export function ConversationPane({ conversationId, changes, onSent, onClose }: Props) {
  const { staff } = useMe();
  const [conversation, setConversation] = useState<InboxConversation | null>(null);
  const [claim, setClaim] = useState<Claim>({ status: 'claiming' });
  const [error, setError] = useState<ApiError | null>(null);

  const load = useCallback(
    () =>
      loadConversation(conversationId)
        .then(setConversation)
        .catch((failure) => setError(toApiError(failure))),
    [conversationId],
  );

  /** Answers whether the conversation needs loading again (someone else holds it: who, until when). */
  const takeClaim = useCallback(async () => {
    setError(null);
    try {
      setClaim({ status: 'mine', until: (await claimConversation(conversationId)).claim.until });
      return false;
    } catch (failure) {
      setClaim({ status: 'none' });
      const apiError = toApiError(failure);
      // the conversation's own claim names the holder, and stays current as the inbox's events come in
      if (apiError.code === 'conversation_claimed') return true;
      setError(apiError);
      return false;
    }
  }, [conversationId]);

  useEffect(() => {
    takeClaim().then(load);
  }, [takeClaim, load]);

  async function claimAgain() {
    if (await takeClaim()) await load();
  }

  const seenChanges = useRef(changes);
  useEffect(() => {
    if (changes === seenChanges.current) return;
    seenChanges.current = changes;
    load();
  }, [changes, load]);

  async function release() {
    try {
      await releaseConversation(conversationId);
      onClose();
    } catch (failure) {
      setError(toApiError(failure));
    }
  }

  function replyFailed(failure: ApiError) {
    if (failure.code === 'conversation_not_claimed') setClaim({ status: 'expired' });
    else if (failure.code === 'conversation_claimed') {
      setClaim({ status: 'none' });
      load();
      return;
    }
    setError(failure.code === 'conversation_not_claimed' ? null : failure);
  }

  const heldByOther =
    conversation?.claim && conversation.claim.by.id !== staff.id ? conversation.claim : null;
  const answered = conversation !== null && !conversation.waiting;
  const mine = claim.status === 'mine' && !answered;

  return (
    <Panel aria-labelledby={TITLE_ID} data-testid="inbox-conversation">
      <PanelTitle id={TITLE_ID}>
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
      </PanelTitle>
      {!answered && claim.status !== 'expired' && (
        <ClaimBar>
          {claim.status === 'mine' ? (
            <ClaimCountdown until={claim.until} onExpire={() => setClaim({ status: 'expired' })} />
          ) : (
            <span />
          )}
          <Row>
            <Button
              size="sm"
              variant="outline"
              onClick={claimAgain}
              disabled={claim.status === 'claiming'}
              data-testid="inbox-claim"
            >
              <FormattedMessage id={mine ? 'inbox.renew' : 'inbox.claim'} />
            </Button>
            {mine && (
              <Button size="sm" variant="ghost" onClick={release} data-testid="inbox-release">
                <FormattedMessage id="inbox.release" />
              </Button>
            )}
          </Row>
        </ClaimBar>
      )}
      {claim.status === 'expired' && !answered && !heldByOther && (
        <Alert
          tone="warning"
          title={<FormattedMessage id="inbox.claim_expired" />}
          action={
            <div>
              <Button size="sm" onClick={claimAgain} data-testid="inbox-claim-again">
                <FormattedMessage id="inbox.claim_again" />
              </Button>
            </div>
          }
          data-testid="inbox-expired"
        >
          <FormattedMessage id="inbox.claim_expired_body" />
        </Alert>
      )}
      {answered && (
        <Alert tone="info" data-testid="inbox-answered">
          <FormattedMessage id="inbox.answered_meanwhile" />
        </Alert>
      )}
      {error && <InboxError error={error} testid="inbox-error" />}
      {!error && heldByOther && claim.status !== 'mine' && (
        <Alert tone="danger" data-testid="inbox-held">
          <FormattedMessage
            id="inbox.claimed_by"
            values={{ name: heldByOther.by.name, until: <FormattedTime value={heldByOther.until} /> }}
          />
        </Alert>
      )}
      {conversation ? (
        <ConversationDetails
          conversation={conversation}
          claimed={mine}
          onSent={() =>
            onSent(conversationId, {
              member: conversation.member.profile.name,
              profile: conversation.fictional_profile.name,
            })
          }
          onError={replyFailed}
        />
      ) : (
        !error && <Skeleton $height="240px" />
      )}
    </Panel>
  );
}

function MemberCard({ conversation }: { conversation: InboxConversation }) {
  const { member } = conversation;
  return (
    <Card data-testid="inbox-member">
      <CardLabel>
        <FormattedMessage id="inbox.member" />
      </CardLabel>
      <Row style={{ flexWrap: 'nowrap' }}>
        <ProfileAvatar profile={member.profile} tenantId={conversation.tenant_id} />
        <div style={{ minWidth: 0 }}>
          <strong>
            {member.profile.name}, {member.profile.age}
          </strong>{' '}
          {member.paid_user && (
            <Badge tone="success">
              <FormattedMessage id="inbox.paid" />
            </Badge>
          )}
          <div>
            <Muted>{[member.profile.city, `#${member.id}`].filter(Boolean).join(' · ')}</Muted>
          </div>
        </div>
      </Row>
      <Muted>{member.email}</Muted>
      <Row style={{ justifyContent: 'space-between' }}>
        <Muted>
          <FormattedMessage
            id="inbox.member_since"
            values={{ date: <FormattedDate value={member.created_at} /> }}
          />
        </Muted>
        <strong data-testid="inbox-credits">
          <FormattedMessage
            id="inbox.credits"
            values={{ credits: <FormattedNumber value={member.credits} />, count: member.credits }}
          />
        </strong>
      </Row>
      {member.profile.about && <p style={{ margin: 0 }}>{member.profile.about}</p>}
    </Card>
  );
}

function ProfileCard({ conversation }: { conversation: InboxConversation }) {
  const { fictional_profile: profile } = conversation;
  return (
    <Card data-testid="inbox-profile">
      <CardLabel>
        <FormattedMessage id="inbox.answering_as" />
      </CardLabel>
      <Row style={{ flexWrap: 'nowrap' }}>
        <ProfileAvatar profile={profile} tenantId={conversation.tenant_id} />
        <div style={{ minWidth: 0 }}>
          <strong>
            {profile.name}, {profile.age}
          </strong>
          <div>
            <Muted>{profile.city}</Muted>
          </div>
        </div>
      </Row>
      {profile.about && <p style={{ margin: 0 }}>{profile.about}</p>}
    </Card>
  );
}

function MessageHistory({ messages }: { messages: InboxConversation['messages'] }) {
  const list = useRef<HTMLOListElement>(null);
  const lastId = messages.at(-1)?.id;
  // the latest message in view, as in any chat
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new last message scrolls
  useLayoutEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lastId]);
  if (messages.length === 0)
    return (
      <Muted>
        <FormattedMessage id="inbox.no_messages" />
      </Muted>
    );
  return (
    <History ref={list} data-testid="inbox-history">
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
  const intl = useIntl();
  const replyId = useId();
  const hintId = useId();
  const [reply, setReply] = useState('');
  const [sending, setSending] = useState(false);
  const canSend = claimed && reply.trim() !== '' && !sending;

  async function send() {
    if (!canSend) return;
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
    <Workspace>
      <Area $area="member">
        <MemberCard conversation={conversation} />
      </Area>
      <Area $area="thread">
        <MessageHistory messages={conversation.messages} />
        <Composer>
          <FieldLabel htmlFor={replyId} data-testid="inbox-reply-as">
            <FormattedMessage
              id="inbox.as_profile"
              values={{
                name: conversation.fictional_profile.name,
                age: conversation.fictional_profile.age,
                city: conversation.fictional_profile.city,
              }}
            />
          </FieldLabel>
          <TextArea
            id={replyId}
            placeholder={intl.formatMessage(
              { id: 'inbox.reply_as' },
              { name: conversation.fictional_profile.name },
            )}
            rows={4}
            maxLength={10_000}
            value={reply}
            aria-describedby={hintId}
            onChange={(event) => setReply(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                send();
              }
            }}
            data-testid="inbox-reply"
          />
          <div>
            <Muted id={hintId} data-testid="inbox-reply-hint">
              <FormattedMessage id={claimed ? 'inbox.send_hint' : 'inbox.reply_needs_claim'} />
            </Muted>
            <Button loading={sending} disabled={!canSend} onClick={send} data-testid="inbox-send">
              <FormattedMessage id="inbox.send" />
            </Button>
          </div>
        </Composer>
      </Area>
      <Area $area="notes">
        <NotesEditor subject="member" id={conversation.member.id} initial={conversation.member.notes} />
        <ProfileCard conversation={conversation} />
        <NotesEditor
          subject="profile"
          id={conversation.fictional_profile.id}
          initial={conversation.fictional_profile.notes}
        />
      </Area>
    </Workspace>
  );
}
