import { type InboxEntry, type InboxEvent, inboxEventSchema } from '@amora/contracts';
import { Alert, Button, Skeleton } from '@amora/ui';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, FormattedRelativeTime, useIntl } from 'react-intl';
import { AREA_DESCRIPTIONS } from '../../app/areas';
import { useDocumentTitle } from '../../app/use-document-title';
import { AdminIcon } from '../../components/admin-icon';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { TenantPicker, useTenantChoice } from '../../components/tenant-picker';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { useMe } from '../session/session-provider';
import { InboxError } from './claim-error';
import { ConversationPane, type SentReply } from './conversation-pane';
import { inboxEventsUrl, listInbox } from './inbox.api';
import {
  BackButton,
  Count,
  Ellipsis,
  EntryMeta,
  Muted,
  Panel,
  PanelTitle,
  Panes,
  QueueItem,
  QueueList,
  TenantTag,
} from './inbox-styles';
import { ProfileAvatar } from './profile-avatar';

const QUEUE_TITLE_ID = 'inbox-queue-title';

/** EventSource's readyState once it gave up (the server refused the stream: a lapsed session, a restart). */
const CLOSED = 2;
/** Then the stream is opened again this much later. */
export const REOPEN_MS = 10_000;

/**
 * The server's announcements (the stream sends them as `queue` events); null after a reconnect, when
 * some may have been missed.
 */
function useInboxEvents(tenantId: number | null, onEvent: (event: InboxEvent | null) => void) {
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    const connect = () => {
      source = new EventSource(inboxEventsUrl(tenantId), { withCredentials: true });
      source.onopen = () => {
        if (opened) onEventRef.current(null);
        opened = true;
      };
      // the browser reconnects by itself unless the server refused; then try again later
      source.onerror = () => {
        if (source.readyState !== CLOSED) return;
        source.close();
        opened = true; // what happened meanwhile is loaded once it opens
        reopen = setTimeout(connect, REOPEN_MS);
      };
      source.addEventListener('queue', (event) => {
        const parsed = inboxEventSchema.safeParse(safeJson((event as MessageEvent).data));
        if (parsed.success) onEventRef.current(parsed.data);
      });
    };
    connect();
    return () => {
      clearTimeout(reopen);
      source.close();
    };
  }, [tenantId]);
}

/** Claims lapse without a word from the server: the queue looks at the clock again now and then. */
function useClaimsLapsing() {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), 15_000);
    return () => clearInterval(timer);
  }, []);
}

function safeJson(data: unknown): unknown {
  try {
    return JSON.parse(String(data));
  } catch {
    return null;
  }
}

function secondsSince(timestamp: string): number {
  return Math.round((Date.parse(timestamp) - Date.now()) / 1000);
}

/** The moderators' inbox: the waiting conversations, oldest first, and the one being answered. */
export function InboxPage() {
  useDocumentTitle('nav.moderation');
  const intl = useIntl();
  const [tenantId, setTenantId] = useTenantChoice(true);
  const [openId, setOpenId] = useState<number | null>(null);
  const [changes, setChanges] = useState(0);
  const [sent, setSent] = useState<SentReply | null>(null);
  const pages = useCursorPages(String(tenantId), (cursor) => listInbox(tenantId, cursor));
  useInboxEvents(tenantId, (event) => {
    pages.reload();
    if (event === null || event.conversation_id === openId) setChanges((count) => count + 1);
  });
  const queue = pages.page?.conversations;
  useClaimsLapsing();

  function open(conversationId: number) {
    setSent(null);
    setOpenId(conversationId);
  }

  function close() {
    setOpenId(null);
    pages.reload();
  }

  function answered(_conversationId: number, reply: SentReply) {
    setSent(reply);
    close();
  }

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="nav.moderation" />}
        subtitle={<FormattedMessage id={AREA_DESCRIPTIONS.moderation} />}
      />
      {sent && (
        <Alert
          tone="success"
          onDismiss={() => setSent(null)}
          dismissLabel={intl.formatMessage({ id: 'inbox.dismiss' })}
          data-testid="inbox-sent"
        >
          <FormattedMessage id="inbox.sent" values={{ member: sent.member, profile: sent.profile }} />
        </Alert>
      )}
      <Panes $open={openId !== null} style={{ marginTop: sent ? 16 : 0 }}>
        <Panel aria-labelledby={QUEUE_TITLE_ID} data-testid="inbox-queue">
          <PanelTitle id={QUEUE_TITLE_ID}>
            <FormattedMessage id="inbox.queue" />
            {queue && queue.length > 0 && (
              <Count data-testid="inbox-count">
                {queue.length}
                {pages.page?.next_cursor ? '+' : ''}
              </Count>
            )}
          </PanelTitle>
          <TenantPicker allowAll value={tenantId} onChange={setTenantId} />
          {pages.error && <InboxError error={pages.error} testid="inbox-queue-error" />}
          {!queue ? (
            <Skeleton $height="120px" />
          ) : queue.length === 0 ? (
            <EmptyState icon="shield" title={<FormattedMessage id="inbox.empty" />} />
          ) : (
            <QueueList>
              {queue.map((entry) => (
                <li key={entry.conversation_id}>
                  <QueueEntry entry={entry} current={entry.conversation_id === openId} onOpen={open} />
                </li>
              ))}
            </QueueList>
          )}
          {(pages.number > 1 || pages.page?.next_cursor) && <Pager pages={pages} testPrefix="inbox-pager" />}
        </Panel>
        <div>
          <BackButton>
            <Button variant="ghost" size="sm" onClick={() => setOpenId(null)} data-testid="inbox-back">
              <AdminIcon name="arrowLeft" size={16} />
              <FormattedMessage id="inbox.back" />
            </Button>
          </BackButton>
          {openId === null ? (
            <Panel>
              <EmptyState
                icon="compass"
                title={<FormattedMessage id="inbox.pick_title" />}
                body={<FormattedMessage id="inbox.pick" />}
              />
            </Panel>
          ) : (
            <ConversationPane
              key={openId}
              conversationId={openId}
              changes={changes}
              onSent={answered}
              onClose={close}
            />
          )}
        </div>
      </Panes>
    </>
  );
}

interface EntryProps {
  entry: InboxEntry;
  current: boolean;
  onOpen: (conversationId: number) => void;
}

function QueueEntry({ entry, current, onOpen }: EntryProps) {
  const { staff, tenants } = useMe();
  // with several sites in one queue, each entry says whose it is
  const tenant = tenants.length > 1 ? tenants.find((known) => known.id === entry.tenant_id) : undefined;
  const claim = entry.claim && Date.parse(entry.claim.until) > Date.now() ? entry.claim : null;
  return (
    <QueueItem
      type="button"
      $current={current}
      aria-current={current || undefined}
      onClick={() => onOpen(entry.conversation_id)}
      data-testid={`inbox-entry-${entry.conversation_id}`}
    >
      <ProfileAvatar profile={entry.member.profile} tenantId={entry.tenant_id} />
      <Ellipsis>
        <strong>{entry.member.profile.name}</strong> → {entry.fictional_profile.name}
      </Ellipsis>
      {entry.last_message?.text ? <Ellipsis>{entry.last_message.text}</Ellipsis> : <span />}
      <EntryMeta>
        <Muted>
          <FormattedRelativeTime
            value={secondsSince(entry.waiting_since)}
            numeric="auto"
            updateIntervalInSeconds={60}
          />
          {claim && (
            <>
              {' · '}
              {claim.by.id === staff.id ? (
                <FormattedMessage id="inbox.claimed_by_you" />
              ) : (
                <FormattedMessage id="inbox.claimed_short" values={{ name: claim.by.name }} />
              )}
            </>
          )}
        </Muted>
        {tenant && <TenantTag>{tenant.name}</TenantTag>}
      </EntryMeta>
    </QueueItem>
  );
}
