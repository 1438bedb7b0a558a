import { type AdminCode, DISCOUNT_VALIDITIES, PAYMENT_METHODS, type PaymentMethod } from '@amora/contracts';
import { Alert, Button, Modal, Select, TextField } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorMessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { DialogActions, DialogForm } from '../staff/staff-create-dialog';
import {
  CODE_BATCH_MAX,
  CODE_ERROR_FIELDS,
  type CodeErrors,
  type CodeField,
  type CodeFormValues,
  EMPTY_CODE_FORM,
  readCodeForm,
  serverFieldErrors,
} from './code-form';
import { codesExportUrl, createCodes } from './codes.api';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Segmented = styled.div`
  display: inline-flex;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  justify-self: start;

  button {
    border: 0;
    padding: 6px 14px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: none;
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary.text};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
  }
`;

const Methods = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};

  legend {
    width: 100%;
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  p {
    width: 100%;
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const CodeSample = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 0;
  padding: 0;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 13px;

  li {
    padding: 2px 8px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary.text};
`;

interface Props {
  tenantId: number;
  countries: string[];
  onClose: () => void;
  onCreated: () => void;
}

/** One named code or a batch of random ones, with every term of spec §3. */
export function CodeCreateDialog({ tenantId, countries, onClose, onCreated }: Props) {
  const intl = useIntl();
  const [values, setValues] = useState<CodeFormValues>(EMPTY_CODE_FORM);
  const [errors, setErrors] = useState<CodeErrors>({});
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ codes: AdminCode[]; count: number; prefix: string } | null>(null);

  const serverField = serverError ? CODE_ERROR_FIELDS[serverError.code] : undefined;
  const serverFields = serverError?.code === 'validation_failed' ? serverFieldErrors(serverError.params) : {};
  const serverPlaced = Boolean(serverField) || Object.keys(serverFields).length > 0;
  const errorFor = (field: CodeField) => {
    if (serverError && serverField === field)
      return intl.formatMessage({ id: errorMessageId(serverError.code) }, errorValues(serverError));
    const id = serverFields[field] ?? errors[field];
    return id ? intl.formatMessage({ id }) : undefined;
  };
  const set = (patch: Partial<CodeFormValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setServerError(null);
  };
  const text = (field: keyof CodeFormValues) => ({
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => set({ [field]: event.target.value }),
  });
  const toggleMethod = (method: PaymentMethod, on: boolean) =>
    set({
      payment_methods: on
        ? [...values.payment_methods, method]
        : values.payment_methods.filter((m) => m !== method),
    });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const read = readCodeForm(values, tenantId);
    const batchWithoutPrefix = values.mode === 'batch' && values.prefix.trim() === '';
    if (!read.ok || batchWithoutPrefix) {
      setErrors({
        ...(read.ok ? {} : read.errors),
        ...(batchWithoutPrefix ? { prefix: 'codes.prefix.required' } : {}),
      });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await createCodes(read.body);
      setCreated({ ...answer, prefix: read.body.prefix ?? '' });
      onCreated();
    } catch (error) {
      setServerError(toApiError(error));
    } finally {
      setBusy(false);
    }
  }

  const batch = values.mode === 'batch';
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={<FormattedMessage id={created ? 'codes.created.title' : 'codes.create.title'} />}
      closeLabel={intl.formatMessage({ id: 'dialog.close' })}
      data-testid="code-create"
    >
      {created ? (
        <DialogForm as="div" data-testid="code-created">
          <p>
            <FormattedMessage id="codes.created.count" values={{ count: created.count }} />
          </p>
          <CodeSample data-testid="code-created-list">
            {created.codes.slice(0, 12).map((code) => (
              <li key={code.id}>{code.code}</li>
            ))}
            {created.count > 12 && <li>…</li>}
          </CodeSample>
          {created.count > 1 && (
            <DownloadLink
              href={codesExportUrl({ tenant_id: tenantId, q: created.prefix })}
              download
              data-testid="code-batch-csv"
            >
              <FormattedMessage id="codes.created.csv" values={{ count: created.count }} />
            </DownloadLink>
          )}
          <DialogActions>
            <Button onClick={onClose} data-testid="code-created-done">
              <FormattedMessage id="staff.created.done" />
            </Button>
          </DialogActions>
        </DialogForm>
      ) : (
        <DialogForm noValidate onSubmit={submit} data-testid="code-form">
          <Segmented role="group" aria-label={intl.formatMessage({ id: 'codes.mode.label' })}>
            <button
              type="button"
              aria-pressed={!batch}
              onClick={() => set({ mode: 'single' })}
              data-testid="code-mode-single"
            >
              <FormattedMessage id="codes.mode.single" />
            </button>
            <button
              type="button"
              aria-pressed={batch}
              onClick={() => set({ mode: 'batch' })}
              data-testid="code-mode-batch"
            >
              <FormattedMessage id="codes.mode.batch" />
            </button>
          </Segmented>
          {batch ? (
            <Grid>
              <TextField
                name="count"
                inputMode="numeric"
                label={<FormattedMessage id="codes.field.count" />}
                hint={<FormattedMessage id="codes.field.count.hint" values={{ max: CODE_BATCH_MAX }} />}
                error={errorFor('count')}
                data-testid="code-count"
                {...text('count')}
              />
              <TextField
                name="prefix"
                autoComplete="off"
                spellCheck={false}
                label={<FormattedMessage id="codes.field.prefix" />}
                hint={<FormattedMessage id="codes.field.prefix.hint" />}
                error={errorFor('prefix')}
                data-testid="code-prefix"
                {...text('prefix')}
              />
            </Grid>
          ) : (
            <TextField
              name="code"
              autoComplete="off"
              spellCheck={false}
              label={<FormattedMessage id="codes.field.code" />}
              hint={<FormattedMessage id="codes.field.code.hint" />}
              error={errorFor('code')}
              data-testid="code-name"
              {...text('code')}
            />
          )}
          <Grid>
            <TextField
              name="value_percentage"
              inputMode="decimal"
              label={<FormattedMessage id="codes.field.percentage" />}
              error={errorFor('value_percentage')}
              data-testid="code-percentage"
              {...text('value_percentage')}
            />
            <Select
              label={<FormattedMessage id="codes.field.validity" />}
              value={values.validity}
              onChange={(event) => set({ validity: event.target.value as CodeFormValues['validity'] })}
              data-testid="code-validity"
            >
              {DISCOUNT_VALIDITIES.map((validity) => (
                <FormattedMessage key={validity} id={`codes.validity.${validity}`}>
                  {(label) => <option value={validity}>{label}</option>}
                </FormattedMessage>
              ))}
            </Select>
            <TextField
              name="expires"
              type="date"
              label={<FormattedMessage id="codes.field.expires" />}
              error={errorFor('expires')}
              data-testid="code-expires"
              {...text('expires')}
            />
          </Grid>
          <Grid>
            <Select
              label={<FormattedMessage id="codes.field.country" />}
              value={values.country}
              error={errorFor('country')}
              onChange={(event) => set({ country: event.target.value })}
              data-testid="code-country"
            >
              <FormattedMessage id="codes.any_country">
                {(label) => <option value="">{label}</option>}
              </FormattedMessage>
              {countries.map((country) => (
                <option key={country} value={country}>
                  {country}
                </option>
              ))}
            </Select>
            <TextField
              name="currency"
              autoComplete="off"
              maxLength={3}
              label={<FormattedMessage id="codes.field.currency" />}
              placeholder="EUR"
              error={errorFor('currency')}
              data-testid="code-currency"
              {...text('currency')}
            />
            <TextField
              name="minimum_order"
              inputMode="decimal"
              label={<FormattedMessage id="codes.field.minimum_order" />}
              hint={<FormattedMessage id="codes.field.minimum_order.hint" />}
              error={errorFor('minimum_order')}
              data-testid="code-minimum"
              {...text('minimum_order')}
            />
          </Grid>
          <Methods>
            <legend>
              <FormattedMessage id="codes.field.payment_methods" />
            </legend>
            {PAYMENT_METHODS.map((method) => (
              <label key={method}>
                <input
                  type="checkbox"
                  checked={values.payment_methods.includes(method)}
                  onChange={(event) => toggleMethod(method, event.target.checked)}
                  data-testid={`code-method-${method}`}
                />
                <FormattedMessage id={`codes.method.${method}`} />
              </label>
            ))}
            <p>
              <FormattedMessage id="codes.field.payment_methods.hint" />
            </p>
          </Methods>
          {serverError && !serverPlaced && (
            <Alert tone="danger" data-testid="code-create-error">
              <FormattedMessage id={errorMessageId(serverError.code)} values={errorValues(serverError)} />
            </Alert>
          )}
          <DialogActions>
            <Button variant="ghost" onClick={onClose}>
              <FormattedMessage id="account.cancel" />
            </Button>
            <Button type="submit" loading={busy} data-testid="code-create-submit">
              {batch ? (
                <FormattedMessage
                  id="codes.create.submit_batch"
                  values={{ count: Number(values.count) || 0 }}
                />
              ) : (
                <FormattedMessage id="codes.create.submit" />
              )}
            </Button>
          </DialogActions>
        </DialogForm>
      )}
    </Modal>
  );
}
