import type { Gift } from '@amora/contracts';
import { Button, focusVisible, Icon, Modal, Skeleton } from '@amora/ui';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import useSWR from 'swr';
import { useUser } from '../../../app/providers/SessionContext';
import { useSettings } from '../../../app/providers/SettingsContext';
import { api } from '../../../lib/api';
import { mediaUrl } from '../../../lib/media/media-url';
import { ButtonLink } from '../../../lib/routes/button-link';
import { pathTo } from '../../../lib/routes/paths';
import { withReturn } from '../../credits/return-path';
import { ErrorAlert } from '../../error/ErrorAlert';

const Lead = styled.p`
  margin-bottom: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Balance = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 650;
`;

/**
 * A gift: the cards of a row as high as its highest (a name on two lines), the prices on one line at
 * their feet. A gift beyond the balance is greyed, with a lock for the coins.
 */
const GiftButton = styled.button<{ $beyond: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(2)}`};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $beyond }) => ($beyond ? theme.colors.background : theme.colors.surface)};
  color: ${({ theme, $beyond }) => ($beyond ? theme.colors.textMuted : theme.colors.text)};
  font: inherit;
  cursor: pointer;
  transition: border-color 0.15s ease, transform 0.15s ease, box-shadow 0.15s ease;

  &:hover,
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary.main};
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
  img {
    width: 72px;
    height: 72px;
    object-fit: contain;
    opacity: ${({ $beyond }) => ($beyond ? 0.45 : 1)};
    filter: ${({ $beyond }) => ($beyond ? 'grayscale(0.7)' : 'none')};
  }
  strong {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  span {
    margin-top: auto;
    display: inline-flex;
    align-items: center;
    gap: 4px;
    color: ${({ theme, $beyond }) => ($beyond ? theme.colors.textMuted : theme.colors.primary.text)};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: 700;
  }
  ${focusVisible}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

/** What a tap on a gift leads to: the question before it is sent, or what is missing for it. */
const Picked = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary.muted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

const Answers = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
`;

function Loading() {
  return (
    <Grid data-testid="gifts-loading">
      {[0, 1, 2, 3, 4, 5].map((n) => (
        <li key={n}>
          <Skeleton $height="136px" $radius="md" />
        </li>
      ))}
    </Grid>
  );
}

export interface GiftPickerProps {
  open: boolean;
  name: string;
  onClose: () => void;
  onPick: (gift: Gift) => void;
}

/** The tenant's gifts (GET /api/gifts.php) with their price; picking one sends it. */
export function GiftPicker({ open, name, onClose, onPick }: GiftPickerProps) {
  const intl = useIntl();
  const settings = useSettings();
  const user = useUser();
  const { data, error, mutate } = useSWR(open && user ? ['gifts', user.id] : null, () =>
    api.request('gifts'),
  );
  // A tapped gift is sent only once the member says yes to its price. One beyond the balance is not
  // sent at all (it would only fail): the picker says what is missing.
  const [picked, setPicked] = useState<Gift | null>(null);
  const { pathname } = useLocation();
  const pickedPanel = useRef<HTMLDivElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const balance = user?.credits ?? 0;
  const short = picked && picked.credits > balance ? picked : null;
  // tapped low in the list, the member must still see the question, or why nothing was sent
  useEffect(() => {
    if (!picked) return;
    pickedPanel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    sendButton.current?.focus({ preventScroll: true });
  }, [picked]);
  const close = () => {
    setPicked(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={intl.formatMessage({ id: 'chat.gifts.title' }, { name })}
      closeLabel={intl.formatMessage({ id: 'members.close' })}
      data-testid="gift-picker"
    >
      <Lead>
        <FormattedMessage id="chat.gifts.lead" values={{ name }} />
      </Lead>
      {user && (
        <Balance data-testid="gift-balance">
          <Icon name="coins" size={16} />
          <FormattedMessage id="chat.gifts.balance" values={{ credits: user.credits }} />
        </Balance>
      )}
      {picked && !short && (
        <Picked ref={pickedPanel} data-testid="gift-confirm">
          <span role="status">
            <FormattedMessage
              id="chat.gifts.confirm"
              values={{ gift: picked.name, credits: picked.credits }}
            />
          </span>
          <Answers>
            <Button variant="ghost" size="sm" onClick={() => setPicked(null)} data-testid="gift-cancel">
              <FormattedMessage id="members.cancel" />
            </Button>
            <Button
              ref={sendButton}
              size="sm"
              onClick={() => {
                onPick(picked);
                close();
              }}
              data-testid="gift-send"
            >
              <Icon name="send" size={16} />
              <FormattedMessage id="chat.send" />
            </Button>
          </Answers>
        </Picked>
      )}
      {short && (
        <Picked ref={pickedPanel} role="status" data-testid="gift-shortfall">
          <span>
            <FormattedMessage
              id="chat.gifts.short"
              values={{ gift: short.name, credits: short.credits, missing: short.credits - balance }}
            />
          </span>
          <ButtonLink
            to={withReturn(pathTo('credits'), pathname)}
            $variant="primary"
            $size="sm"
            data-testid="gift-buy-link"
          >
            <Icon name="coins" size={18} />
            <FormattedMessage id="chat.buy.cta" />
          </ButtonLink>
        </Picked>
      )}
      {error && !data && (
        <>
          <ErrorAlert error={error} data-testid="gifts-error" />
          <Button variant="ghost" size="sm" onClick={() => void mutate()}>
            <FormattedMessage id="members.retry" />
          </Button>
        </>
      )}
      {!data && !error && <Loading />}
      {data && data.gifts.length === 0 && (
        <Lead>
          <FormattedMessage id="chat.gifts.none" />
        </Lead>
      )}
      {data && data.gifts.length > 0 && (
        <Grid>
          {data.gifts.map((gift) => (
            <li key={gift.id}>
              <GiftButton
                type="button"
                onClick={() => setPicked(gift)}
                aria-pressed={picked?.id === gift.id}
                data-testid="gift-option"
                $beyond={gift.credits > balance}
              >
                <img src={mediaUrl(settings.cdn_prefix, gift.image)} alt="" loading="lazy" />
                <strong>{gift.name}</strong>
                <span>
                  <Icon name={gift.credits > balance ? 'lock' : 'coins'} size={14} />
                  <FormattedMessage id="chat.gifts.price" values={{ credits: gift.credits }} />
                </span>
              </GiftButton>
            </li>
          ))}
        </Grid>
      )}
    </Modal>
  );
}
