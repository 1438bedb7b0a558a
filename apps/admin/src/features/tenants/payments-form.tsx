import { type AdminTenant, mollieApiKeySchema, PAYMENT_PROVIDERS } from '@amora/contracts';
import { Badge, Button, Select, TextField } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ApiError, toApiError } from '../../lib/api-client';
import { apiFieldErrors, fieldMessage, hasErrors, type TenantFieldErrors } from './field-errors';
import { FieldGrid, FormFooter, Note, Section, Stack } from './form-parts';
import { updateTenant } from './tenants.api';

type Provider = AdminTenant['payment_provider'];

/**
 * The payment provider and the Mollie key. The key is write-only: the console only learns whether one
 * is set, and a new one replaces it.
 */
export function PaymentsForm({
  tenant,
  onSaved,
}: {
  tenant: AdminTenant;
  onSaved: (t: AdminTenant) => void;
}) {
  const intl = useIntl();
  const [provider, setProvider] = useState<Provider>(tenant.payment_provider);
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);
  const [saved, setSaved] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [serverFields, setServerFields] = useState<TenantFieldErrors>({});
  const keyCheck = key.trim() ? mollieApiKeySchema.safeParse(key.trim()) : null;
  const keyError =
    (keyCheck && !keyCheck.success ? fieldMessage(keyCheck.error.issues[0]?.message ?? '') : undefined) ??
    serverFields.mollie_api_key;

  async function save(body: Parameters<typeof updateTenant>[0], kind: 'save' | 'remove') {
    setBusy(kind);
    setServerError(null);
    setSaved(false);
    try {
      const answer = await updateTenant(body);
      onSaved(answer.tenant);
      setKey('');
      setSaved(true);
    } catch (error) {
      const apiError = toApiError(error);
      const fields = apiFieldErrors(apiError);
      setServerFields(fields);
      setServerError(hasErrors(fields) ? null : apiError);
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || keyError) return;
    const body = {
      id: tenant.id,
      ...(provider !== tenant.payment_provider ? { payment_provider: provider } : {}),
      ...(key.trim() ? { mollie_api_key: key.trim() } : {}),
    };
    if (Object.keys(body).length === 1) return setSaved(true);
    void save(body, 'save');
  }

  return (
    <Stack noValidate onSubmit={submit} data-testid="tenant-payments-form">
      <Section>
        <h2>
          <FormattedMessage id="tenants.tab.payments" />
        </h2>
        <FieldGrid>
          <Select
            label={<FormattedMessage id="tenants.payments.provider" />}
            value={provider}
            onChange={(event) => {
              setProvider(event.target.value as Provider);
              setSaved(false);
              setServerFields({});
            }}
            error={serverFields.payment_provider && intl.formatMessage({ id: serverFields.payment_provider })}
            data-testid="tenant-payment-provider"
          >
            {PAYMENT_PROVIDERS.map((name) => (
              <option key={name} value={name}>
                {intl.formatMessage({ id: `tenants.payments.provider.${name}` })}
              </option>
            ))}
          </Select>
        </FieldGrid>
        <div>
          <Note>
            <FormattedMessage id="tenants.payments.mollie_key" />{' '}
            <Badge
              tone={tenant.mollie_api_key_set ? 'success' : 'neutral'}
              data-testid="tenant-mollie-key-state"
            >
              <FormattedMessage
                id={tenant.mollie_api_key_set ? 'tenants.payments.key_set' : 'tenants.payments.key_not_set'}
              />
            </Badge>
          </Note>
        </div>
        <FieldGrid>
          <TextField
            label={
              <FormattedMessage
                id={tenant.mollie_api_key_set ? 'tenants.payments.replace_key' : 'tenants.payments.new_key'}
              />
            }
            hint={<FormattedMessage id="tenants.payments.key_hint" />}
            type="password"
            autoComplete="off"
            value={key}
            onChange={(event) => {
              setKey(event.target.value);
              setServerFields({});
              setSaved(false);
            }}
            error={keyError && intl.formatMessage({ id: keyError })}
            data-testid="tenant-mollie-key"
          />
        </FieldGrid>
        {tenant.mollie_api_key_set && (
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              loading={busy === 'remove'}
              onClick={() => save({ id: tenant.id, mollie_api_key: null }, 'remove')}
              data-testid="tenant-mollie-key-remove"
            >
              <FormattedMessage id="tenants.payments.remove_key" />
            </Button>
          </div>
        )}
      </Section>
      <FormFooter busy={busy === 'save'} saved={saved} error={serverError} testPrefix="tenant-payments" />
    </Stack>
  );
}
