import { Button, Icon } from '@amora/ui';
import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { api } from '../../lib/api';
import { ButtonLink } from '../../lib/routes/button-link';
import { pathTo } from '../../lib/routes/paths';
import { ErrorAlert } from '../error/ErrorAlert';
import { Code, OfferCard, OfferTitle } from './delete-styles';

type Claimed = { code: string; value_percentage: number; expires: string };

/** "Stay and get {percent}% off": a personal discount code instead of leaving (company delete_discount). */
export function RetentionOffer({ percentage }: { percentage: number }) {
  const [claimed, setClaimed] = useState<Claimed | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  if (percentage <= 0) return null;

  const claim = async () => {
    setBusy(true);
    setError(null);
    try {
      setClaimed(await api.request('acceptDeleteOffer'));
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <OfferCard data-testid="delete-offer">
      <Icon name="gift" size={28} />
      <OfferTitle>
        <FormattedMessage id="delete_account.offer_title" values={{ percent: percentage }} />
      </OfferTitle>
      {claimed ? (
        <>
          <p>
            <FormattedMessage
              id="delete_account.offer_claimed"
              values={{ date: <FormattedDate value={claimed.expires} dateStyle="long" /> }}
            />
          </p>
          <Code data-testid="delete-offer-code">{claimed.code}</Code>
          <ButtonLink to={pathTo('credits')} $size="md" data-testid="delete-offer-credits">
            <FormattedMessage id="delete_account.offer_to_credits" />
          </ButtonLink>
        </>
      ) : (
        <>
          <p>
            <FormattedMessage id="delete_account.offer_text" />
          </p>
          <Button onClick={claim} loading={busy} data-testid="delete-offer-claim">
            <FormattedMessage id="delete_account.offer_claim" values={{ percent: percentage }} />
          </Button>
        </>
      )}
      <ErrorAlert error={error} />
    </OfferCard>
  );
}
