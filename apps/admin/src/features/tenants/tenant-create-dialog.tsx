import { adminTenantCreateSchema, companyInputSchema } from '@amora/contracts';
import { Alert, Button, Modal, Select, TextField } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { errorMessageId, type MessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { apiFieldErrors, checkFields, hasErrors, splitList, type TenantFieldErrors } from './field-errors';
import { FieldGrid, Stack } from './form-parts';
import { tenantHref } from './tenant-links';
import { createTenant } from './tenants.api';

const NEW_COMPANY = 'new';
const EMPTY = {
  name: '',
  slug: '',
  host: '',
  niche: '1',
  languages: '',
  countries: '',
  support_email: '',
  company: NEW_COMPANY,
};
const EMPTY_COMPANY = { name: '', address: '', kvk: '', city: '', country: '', support_phone: '' };
type Form = typeof EMPTY;
type CompanyForm = typeof EMPTY_COMPANY;

function toRequest(form: Form, company: CompanyForm) {
  return {
    name: form.name.trim(),
    slug: form.slug.trim(),
    host: form.host,
    niche: Number(form.niche),
    languages: splitList(form.languages),
    countries: splitList(form.countries).map((code) => code.toUpperCase()),
    support_email: form.support_email.trim(),
    ...(form.company === NEW_COMPANY
      ? {
          company: {
            ...company,
            country: company.country.trim().toUpperCase(),
            tradenames: [],
            vat_numbers: [],
            delete_discount: 0,
          },
        }
      : { company_id: Number(form.company) }),
  };
}

/** Owners add a site: its first domain, languages and countries, and a company (existing or new). */
export function TenantCreateDialog({
  companies,
  onClose,
  onCreated,
}: {
  companies: { id: number; name: string }[];
  onClose: () => void;
  onCreated: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  const [company, setCompany] = useState(EMPTY_COMPANY);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [serverFields, setServerFields] = useState<TenantFieldErrors>({});
  const request = toRequest(form, company);
  const errors: TenantFieldErrors = submitted
    ? { ...serverFields, ...checkFields(adminTenantCreateSchema.omit({ company: true }), request) }
    : serverFields;
  const companyErrors: TenantFieldErrors =
    submitted && 'company' in request ? checkFields(companyInputSchema, request.company) : {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const parsed = adminTenantCreateSchema.safeParse(request);
    if (!parsed.success || busy) return;
    setBusy(true);
    setServerError(null);
    try {
      const { tenant } = await createTenant(parsed.data);
      onCreated();
      navigate(tenantHref(tenant.id));
    } catch (error) {
      const apiError = toApiError(error);
      const fields = apiFieldErrors(apiError, { byCode: { slug_taken: 'slug', domain_taken: 'host' } });
      setServerFields(fields);
      setServerError(hasErrors(fields) ? null : apiError);
    } finally {
      setBusy(false);
    }
  }

  const text = (name: keyof Omit<Form, 'company' | 'niche'>, hint?: MessageId) => (
    <TextField
      label={<FormattedMessage id={`tenants.create.${name}` as MessageId} />}
      hint={hint && <FormattedMessage id={hint} />}
      value={form[name]}
      onChange={(event) => {
        setForm({ ...form, [name]: event.target.value });
        setServerFields(({ [name]: _dropped, ...rest }) => rest);
      }}
      error={errors[name] && intl.formatMessage({ id: errors[name] }, { host: request.host })}
      data-testid={`tenant-create-${name}`}
    />
  );

  return (
    <Modal
      open
      onClose={onClose}
      title={<FormattedMessage id="tenants.add" />}
      closeLabel={intl.formatMessage({ id: 'dialog.close' })}
      size="lg"
      data-testid="tenant-create"
    >
      <Stack noValidate onSubmit={submit} data-testid="tenant-create-form">
        <FieldGrid>
          {text('name')}
          {text('slug', 'tenants.create.slug.hint')}
          {text('host', 'tenants.domains.new.hint')}
          <Select
            label={<FormattedMessage id="tenants.setting.niche" />}
            value={form.niche}
            onChange={(event) => setForm({ ...form, niche: event.target.value })}
            data-testid="tenant-create-niche"
          >
            {[1, 2, 3, 4, 5, 6, 7].map((niche) => (
              <option key={niche} value={niche}>
                {niche}
              </option>
            ))}
          </Select>
          {text('countries', 'tenants.setting.countries.hint')}
          {text('languages', 'tenants.setting.languages.hint')}
          {text('support_email')}
          <Select
            label={<FormattedMessage id="tenants.create.company" />}
            value={form.company}
            onChange={(event) => setForm({ ...form, company: event.target.value })}
            data-testid="tenant-create-company"
          >
            <option value={NEW_COMPANY}>{intl.formatMessage({ id: 'tenants.create.company.new' })}</option>
            {companies.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </Select>
        </FieldGrid>
        {form.company === NEW_COMPANY && (
          <FieldGrid data-testid="tenant-create-new-company">
            {(Object.keys(EMPTY_COMPANY) as (keyof CompanyForm)[]).map((name) => (
              <TextField
                key={name}
                label={<FormattedMessage id={`tenants.company.${name}` as MessageId} />}
                value={company[name]}
                onChange={(event) => setCompany({ ...company, [name]: event.target.value })}
                error={companyErrors[name] && intl.formatMessage({ id: companyErrors[name] })}
                data-testid={`tenant-create-company-${name}`}
              />
            ))}
          </FieldGrid>
        )}
        {serverError && (
          <Alert tone="danger" data-testid="tenant-create-error">
            <FormattedMessage id={errorMessageId(serverError.code)} values={errorValues(serverError)} />
          </Alert>
        )}
        <FieldGrid>
          <Button variant="outline" onClick={onClose}>
            <FormattedMessage id="tenants.cancel" />
          </Button>
          <Button type="submit" loading={busy} data-testid="tenant-create-submit">
            <FormattedMessage id="tenants.create.submit" />
          </Button>
        </FieldGrid>
      </Stack>
    </Modal>
  );
}
