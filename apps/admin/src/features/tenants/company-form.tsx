import { type AdminTenant, companyInputSchema } from '@amora/contracts';
import { TextField } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { type ApiError, toApiError } from '../../lib/api-client';
import {
  apiFieldErrors,
  changedFields,
  checkFields,
  hasErrors,
  joinList,
  splitList,
  type TenantFieldErrors,
} from './field-errors';
import { FieldGrid, FormFooter, Note, Section, Stack, TextArea } from './form-parts';
import { updateTenant } from './tenants.api';

const TEXT_FIELDS = ['name', 'address', 'city', 'country', 'kvk', 'support_phone'] as const;
type CompanyForm = Record<
  (typeof TEXT_FIELDS)[number] | 'tradenames' | 'vat_numbers' | 'delete_discount',
  string
>;

function toForm(company: AdminTenant['company']): CompanyForm {
  return {
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, company[field]])),
    tradenames: company.tradenames.join('\n'),
    vat_numbers: joinList(company.vat_numbers),
    delete_discount: String(company.delete_discount),
  } as CompanyForm;
}

const fromForm = (form: CompanyForm) => ({
  ...form,
  country: form.country.trim().toUpperCase(),
  tradenames: form.tradenames
    .split('\n')
    .map((name) => name.trim())
    .filter(Boolean),
  vat_numbers: splitList(form.vat_numbers),
  delete_discount: form.delete_discount.trim() === '' ? Number.NaN : Number(form.delete_discount),
});

/** Spec §3 company info; a company shared by several tenants changes for all of them, and says so. */
export function CompanyForm({ tenant, onSaved }: { tenant: AdminTenant; onSaved: (t: AdminTenant) => void }) {
  const intl = useIntl();
  const [form, setForm] = useState(() => toForm(tenant.company));
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [serverFields, setServerFields] = useState<TenantFieldErrors>({});
  const values = fromForm(form);
  const errors = submitted ? { ...serverFields, ...checkFields(companyInputSchema, values) } : serverFields;
  const others = tenant.company.tenant_ids.filter((id) => id !== tenant.id).length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const parsed = companyInputSchema.safeParse(values);
    if (!parsed.success || busy) return;
    const changes = changedFields<typeof parsed.data>(tenant.company, parsed.data);
    if (Object.keys(changes).length === 0) return setSaved(true);
    setBusy(true);
    setServerError(null);
    try {
      const answer = await updateTenant({ id: tenant.id, company: changes });
      onSaved(answer.tenant);
      setForm(toForm(answer.tenant.company));
      setSaved(true);
    } catch (error) {
      const apiError = toApiError(error);
      const fields = apiFieldErrors(apiError, { prefix: 'company.' });
      setServerFields(fields);
      setServerError(hasErrors(fields) ? null : apiError);
    } finally {
      setBusy(false);
    }
  }

  function change(name: keyof CompanyForm, value: string) {
    setForm((current) => ({ ...current, [name]: value }));
    setSaved(false);
    setServerFields(({ [name]: _dropped, ...rest }) => rest);
  }

  const field = (name: keyof CompanyForm) => (
    <TextField
      label={<FormattedMessage id={`tenants.company.${name}` as MessageId} />}
      value={form[name]}
      type={name === 'delete_discount' ? 'number' : 'text'}
      error={errors[name] && intl.formatMessage({ id: errors[name] })}
      onChange={(event) => change(name, event.target.value)}
      data-testid={`tenant-company-${name}`}
    />
  );

  return (
    <Stack noValidate onSubmit={submit} data-testid="tenant-company-form">
      <Section>
        <h2>
          <FormattedMessage id="tenants.tab.company" />
        </h2>
        {others > 0 && (
          <Note data-testid="tenant-company-shared">
            <FormattedMessage id="tenants.company.shared" values={{ count: others }} />
          </Note>
        )}
        <FieldGrid>
          {field('name')}
          {field('kvk')}
          {field('address')}
          {field('city')}
          {field('country')}
          {field('support_phone')}
          {field('vat_numbers')}
          {field('delete_discount')}
        </FieldGrid>
        <TextArea
          label={<FormattedMessage id="tenants.company.tradenames" />}
          hint={<FormattedMessage id="tenants.company.tradenames.hint" />}
          value={form.tradenames}
          error={errors.tradenames && intl.formatMessage({ id: errors.tradenames })}
          onChange={(event) => change('tradenames', event.target.value)}
          data-testid="tenant-company-tradenames"
        />
      </Section>
      <FormFooter busy={busy} saved={saved} error={serverError} testPrefix="tenant-company" />
    </Stack>
  );
}
