import { Icon, Spinner } from '@amora/ui';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { ErrorMessage } from '../../error/ErrorMessage';
import { dayLabel } from '../chat-time';
import type { ShownMessage } from './conversation-state';
import { MessageBubble } from './MessageBubble';
import { buildRows } from './message-rows';

/** Scrolled this close to the end, new messages keep the view at the end. */
const NEAR_END_PX = 160;
/** Scrolled this close to the top, the older messages load. */
const NEAR_TOP_PX = 400;
/** The CSS variables on <html> that hold where the list is on screen. */
const MESSAGES_VARS = {
  top: '--chat-messages-top',
  center: '--chat-messages-center',
  width: '--chat-messages-width',
};

const Wrap = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
`;

const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  /* the list keeps its place itself (Safari has no scroll anchoring): Chrome's would move it twice */
  overflow-anchor: none;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(3)} ${theme.space(2)}`};
  background:
    radial-gradient(circle at 15% 0%, ${({ theme }) => theme.colors.primary.muted} 0, transparent 45%),
    radial-gradient(circle at 100% 100%, ${({ theme }) => theme.colors.secondary.muted} 0, transparent 40%),
    ${({ theme }) => theme.colors.background};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space(5)} ${theme.space(6)} ${theme.space(3)}`};
  }
`;

const Day = styled.div`
  display: flex;
  justify-content: center;
  margin: ${({ theme }) => `${theme.space(3)} 0`};

  span {
    padding: 4px 12px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: rgba(255, 255, 255, 0.85);
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: 700;
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

const Unread = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => `${theme.space(2)} 0 ${theme.space(3)}`};
  color: ${({ theme }) => theme.colors.secondary.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.secondary.main};
    opacity: 0.4;
  }
`;

/** Over the top of the list, so its coming and going does not move the messages. */
const OlderLoading = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  left: 50%;
  z-index: 1;
  display: flex;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transform: translateX(-50%);
`;

const OlderFailed = styled.p`
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

const dot = keyframes`
  0%, 60%, 100% { transform: translateY(0); opacity: 0.5; }
  30% { transform: translateY(-4px); opacity: 1; }
`;

const Typing = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 2px 0 8px;
  padding: 10px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 20px 20px 20px 6px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  i {
    display: inline-flex;
    gap: 3px;
  }
  i b {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
    animation: ${dot} 1.2s infinite ease-in-out;
  }
  i b:nth-child(2) {
    animation-delay: 0.15s;
  }
  i b:nth-child(3) {
    animation-delay: 0.3s;
  }
  @media (prefers-reduced-motion: reduce) {
    i b {
      animation: none;
    }
  }
`;

const ToEnd = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(3)};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: pointer;
`;

export interface MessageListProps {
  messages: ShownMessage[];
  name: string;
  /** More messages before the first one (the answer's cursor). */
  hasOlder: boolean;
  loadingOlder: boolean;
  olderError: unknown;
  onLoadOlder: () => void;
  typing: boolean;
  unreadFrom: number | null;
  onRetry: (message: ShownMessage) => void;
  onDiscard: (message: ShownMessage) => void;
  /** Shown above the first message once the start of the conversation is reached (or alone, when empty). */
  start: ReactNode;
  /** Shown after the last message (the offer after a refused send). */
  end?: ReactNode;
}

/**
 * The messages, oldest first, grouped by day. It opens at the end (or the first unread), follows new
 * messages while the member is at the end, and loads older ones as they scroll up without moving.
 */
export function MessageList(props: MessageListProps) {
  const { messages, hasOlder, loadingOlder, onLoadOlder, typing, unreadFrom } = props;
  const intl = useIntl();
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => buildRows(messages, unreadFrom), [messages, unreadFrom]);
  const firstKey = messages[0]?.key;
  const last = messages[messages.length - 1];
  const before = useRef<{ firstKey?: string; lastKey?: string; height: number } | null>(null);
  const atEnd = useRef(true);
  const [away, setAway] = useState(false);

  // Where the list is on screen, for the offline banner to sit over the messages rather than the
  // header, the operator disclosure or the composer (app/shell/OfflineBanner.tsx reads it).
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () => {
      const { top, left, width } = element.getBoundingClientRect();
      root.style.setProperty(MESSAGES_VARS.top, `${Math.round(top)}px`);
      root.style.setProperty(MESSAGES_VARS.center, `${Math.round(left + width / 2)}px`);
      root.style.setProperty(MESSAGES_VARS.width, `${Math.round(width)}px`);
    };
    // what changes above the list changes its height too
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    window.addEventListener('resize', publish);
    publish();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', publish);
      for (const name of Object.values(MESSAGES_VARS)) root.style.removeProperty(name);
    };
  }, []);

  // after every render: keep the view where the member expects it
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const previous = before.current;
    if (!previous) {
      const divider = element.querySelector<HTMLElement>('[data-unread-divider]');
      if (divider) element.scrollTop = divider.offsetTop - element.clientHeight / 3;
      else element.scrollTop = element.scrollHeight;
    } else if (last?.key !== previous.lastKey && (atEnd.current || last?.from_me)) {
      element.scrollTop = element.scrollHeight;
    } else if (firstKey !== previous.firstKey && last?.key === previous.lastKey) {
      // older messages came in above: stay on the message that was in view
      element.scrollTop += element.scrollHeight - previous.height;
    } else if (atEnd.current) {
      element.scrollTop = element.scrollHeight;
    }
    before.current = { firstKey, lastKey: last?.key, height: element.scrollHeight };
    // a short conversation leaves the top in view: nothing to scroll, so fetch the older ones now
    const fits = element.clientHeight > 0 && element.scrollHeight <= element.clientHeight;
    if (fits && hasOlder && !loadingOlder && !props.olderError) onLoadOlder();
  });

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const fromEnd = element.scrollHeight - element.scrollTop - element.clientHeight;
    atEnd.current = fromEnd < NEAR_END_PX;
    setAway(fromEnd > NEAR_END_PX * 3);
    if (element.scrollTop < NEAR_TOP_PX && hasOlder && !loadingOlder) onLoadOlder();
  };

  const toEnd = () => {
    const element = scrollRef.current;
    if (element) element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
  };

  return (
    <Wrap>
      {loadingOlder && (
        <OlderLoading data-testid="messages-loading-older">
          <Spinner size="sm" />
        </OlderLoading>
      )}
      <Scroll
        ref={scrollRef}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label={intl.formatMessage({ id: 'chat.messagesWith' }, { name: props.name })}
        data-testid="messages"
      >
        {!hasOlder && props.start}
        {props.olderError ? (
          <OlderFailed>
            <ErrorMessage error={props.olderError} />
          </OlderFailed>
        ) : null}
        {rows.map((row) => {
          if (row.kind === 'day')
            return (
              <Day key={row.key} data-testid="day-separator">
                <span>{dayLabel(intl, row.at)}</span>
              </Day>
            );
          if (row.kind === 'unread')
            return (
              <Unread key={row.key} data-unread-divider data-testid="unread-divider">
                <FormattedMessage id="chat.newMessages" />
              </Unread>
            );
          return (
            <MessageBubble
              key={row.key}
              message={row.message}
              groupEnd={row.groupEnd}
              seenMark={row.seenMark}
              onRetry={props.onRetry}
              onDiscard={props.onDiscard}
            />
          );
        })}
        {typing && (
          <Typing data-testid="typing">
            <i aria-hidden="true">
              <b />
              <b />
              <b />
            </i>
            <FormattedMessage id="chat.typing" values={{ name: props.name }} />
          </Typing>
        )}
        {props.end}
      </Scroll>
      {away && (
        <ToEnd type="button" onClick={toEnd} aria-label={intl.formatMessage({ id: 'chat.toLatest' })}>
          <Icon name="arrowDown" size={20} />
        </ToEnd>
      )}
    </Wrap>
  );
}
