import { type AdminTenant, tenantHostSchema } from '@amora/contracts';
import { Alert, Badge, Button, TextField } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { AdminIcon } from '../../components/admin-icon';
import { errorMessageId, type MessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { fieldMessage } from './field-errors';
import { Note, Section } from './form-parts';
import { siteUrl } from './site-url';
import { addDomain, makeDomainPrimary, removeDomain } from './tenants.api';

type Domain = AdminTenant['domains'][number];

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  padding: 0;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};

  a {
    flex: 1 1 200px;
    min-width: 0;
    overflow-wrap: anywhere;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const AddForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};

  & > :first-child {
    flex: 1 1 240px;
  }
  & > button {
    margin-top: 26px;
  }
`;

/** The tenant's domains: add one (checked like the resolver reads it), make one primary, remove one. */
export function DomainsEditor({
  tenant,
  onChanged,
}: {
  tenant: AdminTenant;
  onChanged: (domains: Domain[]) => void;
}) {
  const intl = useIntl();
  const [host, setHost] = useState('');
  const [hostError, setHostError] = useState<MessageId | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  async function run(
    key: string,
    call: () => Promise<{ domains: Domain[] }>,
    onFieldError?: (e: ApiError) => boolean,
  ) {
    setBusy(key);
    setError(null);
    try {
      onChanged((await call()).domains);
      return true;
    } catch (caught) {
      const apiError = toApiError(caught);
      if (!onFieldError?.(apiError)) setError(apiError);
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    const parsed = tenantHostSchema.safeParse(host);
    if (!parsed.success) return setHostError(fieldMessage(parsed.error.issues[0]?.message ?? ''));
    const added = await run(
      'add',
      () => addDomain(tenant.id, parsed.data),
      (apiError) => {
        if (apiError.code !== 'domain_taken' && apiError.code !== 'validation_failed') return false;
        setHostError(apiError.code === 'domain_taken' ? 'error.domain_taken' : 'tenants.check.host_invalid');
        return true;
      },
    );
    if (added) setHost('');
  }

  return (
    <Section data-testid="tenant-domains">
      <h2>
        <FormattedMessage id="tenants.tab.domains" />
      </h2>
      <Note>
        <FormattedMessage id="tenants.domains.intro" />
      </Note>
      <List>
        {tenant.domains.map((domain) => (
          <Row key={domain.id} data-testid={`tenant-domain-${domain.host}`}>
            <a href={siteUrl(domain.host)} target="_blank" rel="noreferrer">
              {domain.host}
            </a>
            {domain.is_primary ? (
              <Badge tone="primary">
                <FormattedMessage id="tenants.domains.primary" />
              </Badge>
            ) : (
              <Button
                variant="outline"
                size="sm"
                loading={busy === `primary-${domain.id}`}
                onClick={() => run(`primary-${domain.id}`, () => makeDomainPrimary(domain.id))}
                data-testid={`tenant-domain-primary-${domain.host}`}
              >
                <FormattedMessage id="tenants.domains.make_primary" />
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              loading={busy === `remove-${domain.id}`}
              disabled={tenant.domains.length === 1}
              onClick={() => run(`remove-${domain.id}`, () => removeDomain(domain.id))}
              title={intl.formatMessage({ id: 'tenants.domains.remove.title' }, { host: domain.host })}
              data-testid={`tenant-domain-remove-${domain.host}`}
            >
              <FormattedMessage id="tenants.domains.remove" />
            </Button>
          </Row>
        ))}
      </List>
      {error && (
        <Alert tone="danger" data-testid="tenant-domains-error">
          <FormattedMessage id={errorMessageId(error.code)} values={errorValues(error)} />
        </Alert>
      )}
      <AddForm noValidate onSubmit={add} data-testid="tenant-domain-add-form">
        <TextField
          label={<FormattedMessage id="tenants.domains.new" />}
          hint={<FormattedMessage id="tenants.domains.new.hint" />}
          value={host}
          onChange={(event) => {
            setHost(event.target.value);
            setHostError(null);
          }}
          error={hostError && intl.formatMessage({ id: hostError }, { host: host.trim().toLowerCase() })}
          data-testid="tenant-domain-new"
        />
        <Button type="submit" loading={busy === 'add'} data-testid="tenant-domain-add">
          <AdminIcon name="plus" size={16} />
          <FormattedMessage id="tenants.domains.add" />
        </Button>
      </AddForm>
    </Section>
  );
}
