import type { AdminBundle } from '@amora/contracts';
import { Alert, Button, Modal, Switch, TextField } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorMessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { DialogActions, DialogForm } from '../staff/staff-create-dialog';
import { type BundleErrors, type BundleFormValues, readBundleForm, serverErrorField } from './bundle-form';
import { minorDigits } from './money';
import { createBundle, updateBundle } from './prices.api';

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const PriceGrid = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  border: 0;
  padding: 0;
  margin: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const PriceRow = styled.div`
  display: grid;
  grid-template-columns: 44px 88px minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space(2)};

  > strong {
    padding-top: 10px;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FieldError = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

interface Props {
  tenantId: number;
  /** The bundle to edit; none: a new bundle. */
  bundle: AdminBundle | null;
  initial: BundleFormValues;
  onClose: () => void;
  onSaved: (bundle: AdminBundle) => void;
}

/** A bundle's credits, place and best-value mark, and a price per country in major units. */
export function BundleDialog({ tenantId, bundle, initial, onClose, onSaved }: Props) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<BundleErrors>({});
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  const serverField = serverError ? serverErrorField(serverError.code, serverError.params) : undefined;
  const errorFor = (field: string) => {
    if (serverError && serverField === field)
      return intl.formatMessage({ id: errorMessageId(serverError.code) }, errorValues(serverError));
    const id = errors[field];
    return id ? intl.formatMessage({ id }) : undefined;
  };
  const set = (patch: Partial<BundleFormValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setServerError(null);
  };
  const setPrice = (country: string, patch: { amount?: string; currency?: string }) =>
    set({ prices: values.prices.map((row) => (row.country === country ? { ...row, ...patch } : row)) });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const read = readBundleForm(values);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { credits, ...rest } = read.body;
      const answer = bundle
        ? await updateBundle({ id: bundle.id, ...rest, ...(credits === bundle.credits ? {} : { credits }) })
        : await createBundle({ tenant_id: tenantId, credits, ...rest });
      onSaved(answer.bundle);
    } catch (error) {
      setServerError(toApiError(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      size="md"
      title={
        bundle ? (
          <FormattedMessage id="prices.edit.title" values={{ credits: bundle.credits }} />
        ) : (
          <FormattedMessage id="prices.create.title" />
        )
      }
      closeLabel={intl.formatMessage({ id: 'dialog.close' })}
      data-testid="bundle-dialog"
    >
      <DialogForm noValidate onSubmit={submit} data-testid="bundle-form">
        <Pair>
          <TextField
            name="credits"
            inputMode="numeric"
            label={<FormattedMessage id="prices.field.credits" />}
            value={values.credits}
            onChange={(event) => set({ credits: event.target.value })}
            error={errorFor('credits')}
            disabled={Boolean(bundle && bundle.sold > 0)}
            hint={bundle && bundle.sold > 0 ? <FormattedMessage id="prices.credits.sold_hint" /> : undefined}
            data-testid="bundle-credits"
          />
          <TextField
            name="position"
            inputMode="numeric"
            label={<FormattedMessage id="prices.field.position" />}
            value={values.position}
            onChange={(event) => set({ position: event.target.value })}
            error={errorFor('position')}
            data-testid="bundle-position"
          />
        </Pair>
        <Switch
          label={<FormattedMessage id="prices.field.best_value" />}
          description={<FormattedMessage id="prices.field.best_value.hint" />}
          checked={values.best_value}
          onChange={(on) => set({ best_value: on })}
          data-testid="bundle-best-value"
        />
        <PriceGrid>
          <legend>
            <FormattedMessage id="prices.field.prices" />
          </legend>
          <Hint>
            <FormattedMessage id="prices.field.prices.hint" />
          </Hint>
          {values.prices.map((row) => (
            <PriceRow key={row.country}>
              <strong>{row.country}</strong>
              <TextField
                label={<FormattedMessage id="prices.field.currency" />}
                value={row.currency}
                maxLength={3}
                onChange={(event) => setPrice(row.country, { currency: event.target.value.toUpperCase() })}
                data-testid={`bundle-currency-${row.country}`}
              />
              <TextField
                label={<FormattedMessage id="prices.field.amount" values={{ country: row.country }} />}
                inputMode={minorDigits(row.currency) > 0 ? 'decimal' : 'numeric'}
                placeholder={minorDigits(row.currency) > 0 ? '9.95' : '995'}
                value={row.amount}
                onChange={(event) => setPrice(row.country, { amount: event.target.value })}
                error={errorFor(`price.${row.country}`)}
                data-testid={`bundle-price-${row.country}`}
              />
            </PriceRow>
          ))}
          {errorFor('prices') && (
            <FieldError data-testid="bundle-prices-error">{errorFor('prices')}</FieldError>
          )}
        </PriceGrid>
        {serverError && !serverField && (
          <Alert tone="danger" data-testid="bundle-error">
            <FormattedMessage id={errorMessageId(serverError.code)} values={errorValues(serverError)} />
          </Alert>
        )}
        <DialogActions>
          <Button variant="ghost" onClick={onClose}>
            <FormattedMessage id="account.cancel" />
          </Button>
          <Button type="submit" loading={busy} data-testid="bundle-submit">
            <FormattedMessage id={bundle ? 'prices.edit.submit' : 'prices.create.submit'} />
          </Button>
        </DialogActions>
      </DialogForm>
    </Modal>
  );
}
