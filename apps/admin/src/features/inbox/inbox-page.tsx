import { inboxEventSchema } from '@amora/contracts';
import { Button, Skeleton } from '@amora/ui';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, FormattedRelativeTime } from 'react-intl';
import { AREA_DESCRIPTIONS } from '../../app/areas';
import { useDocumentTitle } from '../../app/use-document-title';
import { AdminIcon } from '../../components/admin-icon';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { TenantPicker, useTenantChoice } from '../../components/tenant-picker';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { InboxError } from './claim-error';
import { ConversationPane } from './conversation-pane';
import { inboxEventsUrl, listInbox } from './inbox.api';
import { BackButton, Muted, Panel, Panes, QueueItem, QueueList } from './inbox-styles';

const QUEUE_TITLE_ID = 'inbox-queue-title';

/** Reloads the queue on every change the server announces, and after a reconnect (events were missed). */
function useInboxEvents(tenantId: number | null, reload: () => void) {
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(inboxEventsUrl(tenantId), { withCredentials: true });
    let opened = false;
    source.onopen = () => {
      if (opened) reloadRef.current();
      opened = true;
    };
    source.onmessage = (event) => {
      if (inboxEventSchema.safeParse(safeJson(event.data)).success) reloadRef.current();
    };
    return () => source.close();
  }, [tenantId]);
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
  const [tenantId, setTenantId] = useTenantChoice(true);
  const [openId, setOpenId] = useState<number | null>(null);
  const [answered, setAnswered] = useState<Set<number>>(new Set());
  const pages = useCursorPages(String(tenantId), (cursor) => listInbox(tenantId, cursor));
  useInboxEvents(tenantId, pages.reload);
  const queue = pages.page?.conversations.filter((entry) => !answered.has(entry.conversation_id));

  function leaveQueue(conversationId: number) {
    setAnswered((ids) => new Set(ids).add(conversationId));
    setOpenId(null);
    pages.reload();
  }

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="nav.moderation" />}
        subtitle={<FormattedMessage id={AREA_DESCRIPTIONS.moderation} />}
      />
      <Panes $open={openId !== null}>
        <Panel aria-labelledby={QUEUE_TITLE_ID} data-testid="inbox-queue">
          <h2 id={QUEUE_TITLE_ID} style={{ margin: 0 }}>
            <FormattedMessage id="inbox.queue" />
          </h2>
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
                  <QueueItem
                    type="button"
                    $current={entry.conversation_id === openId}
                    aria-current={entry.conversation_id === openId || undefined}
                    onClick={() => setOpenId(entry.conversation_id)}
                    data-testid={`inbox-entry-${entry.conversation_id}`}
                  >
                    <strong>
                      {entry.member.profile.name} → {entry.fictional_profile.name}
                    </strong>
                    {entry.last_message?.text && <span>{entry.last_message.text.slice(0, 80)}</span>}
                    <Muted>
                      <FormattedRelativeTime
                        value={secondsSince(entry.waiting_since)}
                        numeric="auto"
                        updateIntervalInSeconds={60}
                      />
                      {entry.claim && (
                        <>
                          {' · '}
                          <FormattedMessage id="inbox.claimed_short" values={{ name: entry.claim.by.name }} />
                        </>
                      )}
                    </Muted>
                  </QueueItem>
                </li>
              ))}
            </QueueList>
          )}
          <Pager pages={pages} testPrefix="inbox-pager" />
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
              <Muted>
                <FormattedMessage id="inbox.pick" />
              </Muted>
            </Panel>
          ) : (
            <ConversationPane
              key={openId}
              conversationId={openId}
              onAnswered={leaveQueue}
              onClose={() => setOpenId(null)}
            />
          )}
        </div>
      </Panes>
    </>
  );
}
