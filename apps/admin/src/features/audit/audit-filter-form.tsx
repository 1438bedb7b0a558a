import type { AuditQuery, Staff } from '@amora/contracts';
import { Button, Select, TextField } from '@amora/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { FieldErrors } from '../../lib/form-errors';
import { useMe } from '../session/session-provider';
import { type AuditFilterField, type AuditFilterValues, NO_FILTERS, toAuditQuery } from './audit-filters';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

// Phones: the two time fields get the whole row, their pickers need it.
const TimeField = styled(TextField)`
  @media (max-width: 575.98px) {
    grid-column: 1 / -1;
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Well-known entities and actions, offered as suggestions: the log also holds ones added later. */
const ENTITIES = [
  'staff',
  'tenant',
  'tenant_domain',
  'price',
  'discount_code',
  'profile',
  'member',
  'complaint',
];
const ACTIONS = ['create', 'update', 'password_change', 'totp_enable'].map((verb) => `staff.${verb}`);

interface Props {
  staff: Staff[];
  onApply: (query: AuditQuery) => void;
}

/** Staff, tenant, entity, action and a time window; applied together, checked with the contract. */
export function AuditFilterForm({ staff, onApply }: Props) {
  const intl = useIntl();
  const { tenants } = useMe();
  const [values, setValues] = useState<AuditFilterValues>(NO_FILTERS);
  const [errors, setErrors] = useState<FieldErrors<AuditFilterField>>({});
  const entityList = useId();
  const actionList = useId();

  const set = (field: AuditFilterField) => (event: { target: { value: string } }) => {
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const errorOf = (field: AuditFilterField) => {
    const id = errors[field];
    return id ? intl.formatMessage({ id }) : undefined;
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { query, errors: found } = toAuditQuery(values);
    setErrors(found);
    if (query) onApply(query);
  }

  function reset() {
    setValues(NO_FILTERS);
    setErrors({});
    onApply({});
  }

  return (
    <Form noValidate onSubmit={submit} role="search" data-testid="audit-filters">
      <Select
        label={<FormattedMessage id="audit.column.staff" />}
        value={values.staff_id}
        onChange={set('staff_id')}
        data-testid="audit-filter-staff"
      >
        <option value="">{intl.formatMessage({ id: 'audit.filter.anyone' })}</option>
        {staff.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </Select>
      <Select
        label={<FormattedMessage id="audit.column.tenant" />}
        value={values.tenant_id}
        onChange={set('tenant_id')}
        data-testid="audit-filter-tenant"
      >
        <option value="">{intl.formatMessage({ id: 'audit.filter.any_tenant' })}</option>
        {tenants.map((tenant) => (
          <option key={tenant.id} value={tenant.id}>
            {tenant.name}
          </option>
        ))}
      </Select>
      <TextField
        label={<FormattedMessage id="audit.column.entity" />}
        list={entityList}
        value={values.entity}
        onChange={set('entity')}
        error={errorOf('entity')}
        data-testid="audit-filter-entity"
      />
      <TextField
        label={<FormattedMessage id="audit.column.action" />}
        list={actionList}
        value={values.action}
        onChange={set('action')}
        error={errorOf('action')}
        data-testid="audit-filter-action"
      />
      <TimeField
        type="datetime-local"
        label={<FormattedMessage id="audit.filter.from" />}
        value={values.from}
        onChange={set('from')}
        error={errorOf('from')}
        data-testid="audit-filter-from"
      />
      <TimeField
        type="datetime-local"
        label={<FormattedMessage id="audit.filter.to" />}
        value={values.to}
        onChange={set('to')}
        error={errorOf('to')}
        data-testid="audit-filter-to"
      />
      <datalist id={entityList}>
        {ENTITIES.map((entity) => (
          <option key={entity} value={entity} />
        ))}
      </datalist>
      <datalist id={actionList}>
        {ACTIONS.map((action) => (
          <option key={action} value={action} />
        ))}
      </datalist>
      <Actions>
        <Button variant="ghost" size="sm" onClick={reset} data-testid="audit-filter-reset">
          <FormattedMessage id="audit.filter.reset" />
        </Button>
        <Button type="submit" size="sm" data-testid="audit-filter-apply">
          <FormattedMessage id="audit.filter.apply" />
        </Button>
      </Actions>
    </Form>
  );
}
