import { type AdminTenant, tenantSettingsSchema } from '@amora/contracts';
import { Select, Switch, TextField } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { type ApiError, toApiError } from '../../lib/api-client';
import {
  apiFieldErrors,
  changedFields,
  checkFields,
  hasErrors,
  type TenantFieldErrors,
} from './field-errors';
import { CheckGroup, FieldGrid, FormFooter, Note, Section, Stack, TextArea } from './form-parts';
import {
  fromForm,
  SETTING_GROUPS,
  type SettingControl,
  type SettingName,
  type SettingsForm,
  type SettingValue,
  toForm,
} from './settings-fields';
import { updateTenant } from './tenants.api';

interface Props {
  tenant: AdminTenant;
  onSaved: (tenant: AdminTenant) => void;
}

/** Every setting of spec §3, checked with the contract's schema; only what changed is sent, all at once. */
export function GeneralForm({ tenant, onSaved }: Props) {
  const [form, setForm] = useState<SettingsForm>(() => toForm(tenant));
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [serverFields, setServerFields] = useState<TenantFieldErrors>({});

  const values = fromForm(form);
  const errors = submitted ? { ...serverFields, ...checkFields(tenantSettingsSchema, values) } : serverFields;

  function change(name: SettingName, value: SettingValue) {
    setForm((current) => ({ ...current, [name]: value }));
    setSaved(false);
    setServerFields(({ [name]: _dropped, ...rest }) => rest);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const parsed = tenantSettingsSchema.safeParse(values);
    if (!parsed.success || busy) return;
    const changes = changedFields<typeof parsed.data>(tenant, parsed.data);
    if (Object.keys(changes).length === 0) {
      setSaved(true);
      return;
    }
    setBusy(true);
    setServerError(null);
    try {
      const answer = await updateTenant({ id: tenant.id, ...changes });
      onSaved(answer.tenant);
      setForm(toForm(answer.tenant));
      setSaved(true);
    } catch (error) {
      const apiError = toApiError(error);
      const fields = apiFieldErrors(apiError);
      setServerFields(fields);
      setServerError(hasErrors(fields) ? null : apiError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack noValidate onSubmit={submit} data-testid="tenant-general-form">
      <Section>
        <h2>
          <FormattedMessage id="tenants.group.identity" />
        </h2>
        <FieldGrid>
          <TextField
            label={<FormattedMessage id="tenants.slug" />}
            value={tenant.slug}
            readOnly
            hint={<FormattedMessage id="tenants.slug.hint" />}
            data-testid="tenant-slug"
          />
        </FieldGrid>
      </Section>
      {SETTING_GROUPS.map((group) => (
        <Section key={group.key} data-testid={`tenant-group-${group.key}`}>
          <h2>
            <FormattedMessage id={group.title} />
          </h2>
          <FieldGrid>
            {group.settings.map(([name, control]) => (
              <SettingInput
                key={name}
                name={name}
                control={control}
                value={form[name]}
                error={errors[name]}
                onChange={(value) => change(name, value)}
              />
            ))}
          </FieldGrid>
        </Section>
      ))}
      {submitted && hasErrors(errors) && (
        <Note $tone="danger" data-testid="tenant-general-invalid">
          <FormattedMessage id="tenants.check.some_fields" />
        </Note>
      )}
      <FormFooter busy={busy} saved={saved} error={serverError} testPrefix="tenant-general" />
    </Stack>
  );
}

const WIDE = new Set(['textarea', 'checks', 'languages_by_country', 'costs_by_country']);

function SettingInput({
  name,
  control,
  value,
  error,
  onChange,
}: {
  name: SettingName;
  control: SettingControl;
  value: SettingValue;
  error?: MessageId;
  onChange: (value: SettingValue) => void;
}) {
  const intl = useIntl();
  const label = <FormattedMessage id={`tenants.setting.${name}` as MessageId} />;
  const hintId = `tenants.setting.${name}.hint`;
  const hint = hintId in HINTS ? <FormattedMessage id={hintId as MessageId} /> : undefined;
  const errorText = error && intl.formatMessage({ id: error });
  const testId = `tenant-setting-${name}`;
  const className = WIDE.has(control.kind) ? 'wide' : undefined;
  switch (control.kind) {
    case 'switch':
      return (
        <div className="wide">
          <Switch label={label} checked={value === true} onChange={onChange} data-testid={testId} />
          {hint && (
            <Note $tone="muted" style={{ margin: 0 }} data-testid={`${testId}-hint`}>
              {hint}
            </Note>
          )}
        </div>
      );
    case 'checks':
      return (
        <CheckGroup
          className={className}
          legend={label}
          options={control.options}
          value={value as string[]}
          onChange={onChange}
          error={errorText}
          testId={testId}
        />
      );
    case 'select':
      return (
        <Select
          label={label}
          value={String(value)}
          onChange={(event) => onChange(event.target.value)}
          error={errorText}
          data-testid={testId}
        >
          {control.options.map((option) => (
            <option key={option} value={option}>
              {control.labels ? intl.formatMessage({ id: control.labels(String(option)) }) : option}
            </option>
          ))}
        </Select>
      );
    case 'text':
    case 'number':
    case 'list':
      return (
        <TextField
          label={label}
          hint={hint}
          type={control.kind === 'number' ? 'number' : 'text'}
          inputMode={control.kind === 'number' ? 'numeric' : undefined}
          value={String(value)}
          onChange={(event) => onChange(event.target.value)}
          error={errorText}
          data-testid={testId}
        />
      );
    default:
      return (
        <TextArea
          className={className}
          label={label}
          hint={hint}
          value={String(value)}
          onChange={(event) => onChange(event.target.value)}
          error={errorText}
          data-testid={testId}
        />
      );
  }
}

/** The settings that come with a hint on how to write them. */
const HINTS: Record<string, true> = {
  'tenants.setting.countries.hint': true,
  'tenants.setting.languages.hint': true,
  'tenants.setting.country_languages.hint': true,
  'tenants.setting.site_entry_popup_countries.hint': true,
  'tenants.setting.minimum_message_costs.hint': true,
  'tenants.setting.cdn_prefix.hint': true,
  'tenants.setting.domain_language.hint': true,
  'tenants.setting.time_zone.hint': true,
  'tenants.setting.photo_approval.hint': true,
};
