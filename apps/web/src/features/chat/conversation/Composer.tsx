import { focusVisible, Icon } from '@amora/ui';
import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useUser } from '../../../app/providers/SessionContext';
import { useSettings } from '../../../app/providers/SettingsContext';
import { useMediaQuery } from '../../members/shared/use-media-query';
import { IconButton } from '../chat-styles';

/** Below the first breakpoint the field is too narrow for "Send {name} a message…" beside the buttons. */
const NARROW = '(max-width: 575.98px)';

const MAX_HEIGHT_PX = 148;

const Bar = styled.div`
  flex: none;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  padding-bottom: calc(${({ theme }) => theme.space(2)} + env(safe-area-inset-bottom));
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)} ${theme.space(2.5)}`};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Field = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: flex-end;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: 22px;
  background: ${({ theme }) => theme.colors.background};
  transition: border-color 0.15s ease, box-shadow 0.15s ease;

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary.main};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primary.muted};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Textarea = styled.textarea`
  flex: 1;
  min-width: 0;
  height: 42px;
  max-height: ${MAX_HEIGHT_PX}px;
  padding: 10px 16px;
  border: 0;
  outline: 0;
  resize: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  line-height: 1.4;

  &::placeholder {
    overflow: hidden;
    color: ${({ theme }) => theme.colors.textMuted};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Send = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary.surface},
    ${({ theme }) => theme.colors.secondary.surface}
  );
  color: ${({ theme }) => theme.colors.primary.onSurface};
  box-shadow: 0 4px 12px rgba(123, 44, 191, 0.3);
  cursor: pointer;
  transition: transform 0.15s ease, opacity 0.15s ease;

  &:disabled {
    background: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    box-shadow: none;
    cursor: default;
  }
  &:not(:disabled):active {
    transform: scale(0.94);
  }
  ${focusVisible}
`;

const Meta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(1.5)};
  padding: 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Cost = styled.span`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  line-height: 1.4;

  svg {
    flex: none;
    margin-top: 1px;
  }
`;

/**
 * The parts of the cost line, each ending with its separator: a narrow screen breaks the line between
 * them (the space after a separator), never inside one.
 */
const Parts = styled.span`
  display: flex;
  flex-wrap: wrap;
  column-gap: 0.3em;
  min-width: 0;

  > span {
    white-space: nowrap;
  }
`;

const Count = styled.span<{ $near: boolean }>`
  flex: none;
  color: ${({ theme, $near }) => ($near ? theme.colors.warning : 'inherit')};
  font-variant-numeric: tabular-nums;
`;

const Balance = styled.span<{ $short: boolean }>`
  color: ${({ theme, $short }) => ($short ? theme.colors.warning : 'inherit')};
`;

/** The translations join the credits and the money with " · ", as the line joins the balance to them. */
const SEPARATOR = ' · ';

/**
 * "10 credits per message · from €0.50 · 34 left": the credits, the money for the member's country and
 * what the member has left (the header shows it only at 10 or fewer).
 */
function CostHint() {
  const intl = useIntl();
  const settings = useSettings();
  const user = useUser();
  const country = user?.profile?.country ?? settings.geoip_selected_country ?? settings.geoip_country;
  const money = country ? settings.minimum_message_costs[country] : undefined;
  const credits = settings.message_credits;
  const price = money
    ? new Intl.NumberFormat(intl.locale, {
        style: 'currency',
        currency: money.currency,
        currencyDisplay: 'narrowSymbol', // as formatMoney: "1,00 £", not "1,00 GBP"
      }).format(money.costs)
    : null;
  const cost = price
    ? intl.formatMessage({ id: 'chat.cost.withMoney' }, { credits, price })
    : intl.formatMessage({ id: 'chat.cost.credits' }, { credits });
  const parts: ReactNode[] = cost.split(SEPARATOR);
  if (user)
    parts.push(
      <Balance $short={user.credits < credits} data-testid="composer-balance">
        <FormattedMessage id="chat.cost.left" values={{ balance: user.credits }} />
      </Balance>,
    );
  return (
    <Cost data-testid="composer-cost">
      <Icon name="coins" size={14} />
      <Parts>
        {parts.map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are places on the line, not things
          <span key={index}>
            {part}
            {index < parts.length - 1 && SEPARATOR}
          </span>
        ))}
      </Parts>
    </Cost>
  );
}

export interface ComposerProps {
  name: string;
  draft: string;
  onDraft: (text: string) => void;
  onSend: (text: string) => void;
  onTyping: () => void;
  onOpenGifts: () => void;
  /** Offered while the conversation is empty. */
  onOpenIcebreakers?: () => void;
  /** For the conversation to put the focus in the message field (after an Unblock). */
  ref?: Ref<ComposerHandle>;
}

export interface ComposerHandle {
  focus: () => void;
}

/** The message field: Enter sends (Shift+Enter a new line), the cost and the length beside it. */
export function Composer({
  name,
  draft,
  onDraft,
  onSend,
  onTyping,
  onOpenGifts,
  onOpenIcebreakers,
  ref,
}: ComposerProps) {
  const intl = useIntl();
  const { message_length: maxLength } = useSettings();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => fieldRef.current?.focus() }), []);
  const text = draft.trim();
  const narrow = useMediaQuery(NARROW);
  const label = intl.formatMessage({ id: 'chat.placeholder' }, { name });

  // the height follows the text, also when it is set from outside (an opening line, a send)
  useLayoutEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    field.style.height = '';
    // empty, the placeholder may wrap on a phone: the field stays one line high
    if (draft && field.scrollHeight > 0) {
      field.style.height = 'auto';
      field.style.height = `${Math.min(field.scrollHeight, MAX_HEIGHT_PX)}px`;
    }
  }, [draft]);

  const send = () => {
    if (!text) return;
    onSend(text);
    onDraft('');
    fieldRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Bar data-testid="composer">
      <Row>
        <IconButton
          type="button"
          onClick={onOpenGifts}
          aria-label={intl.formatMessage({ id: 'chat.gifts.open' })}
          title={intl.formatMessage({ id: 'chat.gifts.open' })}
          data-testid="composer-gift"
        >
          <Icon name="gift" size={22} />
        </IconButton>
        {onOpenIcebreakers && (
          <IconButton
            type="button"
            onClick={onOpenIcebreakers}
            aria-label={intl.formatMessage({ id: 'chat.icebreaker.open' })}
            title={intl.formatMessage({ id: 'chat.icebreaker.open' })}
            data-testid="composer-icebreaker"
          >
            <Icon name="bulb" size={22} />
          </IconButton>
        )}
        <Field>
          <Textarea
            ref={fieldRef}
            rows={1}
            value={draft}
            maxLength={maxLength}
            onChange={(event) => {
              onDraft(event.target.value);
              if (event.target.value.trim()) onTyping();
            }}
            onKeyDown={onKeyDown}
            placeholder={narrow ? intl.formatMessage({ id: 'chat.placeholderShort' }) : label}
            aria-label={label}
            data-testid="composer-text"
          />
        </Field>
        <Send
          type="button"
          onClick={send}
          disabled={!text}
          aria-label={intl.formatMessage({ id: 'chat.send' })}
          data-testid="composer-send"
        >
          <Icon name="send" size={20} />
        </Send>
      </Row>
      <Meta>
        <CostHint />
        <Count $near={draft.length > maxLength * 0.9} data-testid="composer-count">
          {draft.length}/{maxLength}
        </Count>
      </Meta>
    </Bar>
  );
}
