import { COMPLAINT_STATUSES, type ComplaintListItem, type ComplaintStatusName } from '@amora/contracts';
import { Button, Select } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ApiError, toApiError } from '../../lib/api-client';
import { useMe } from '../session/session-provider';
import { TitledCard } from './complaint-card';
import { ComplaintError } from './complaint-error';
import { statusLabel } from './complaint-labels';
import { Muted, Row } from './complaint-styles';
import { updateComplaint } from './complaints.api';

type Change = { status: ComplaintStatusName } | { assigned_staff_id: number | null };

/** The complaint's status and who handles it: saved as soon as it is changed. */
export function ComplaintHandling({
  complaint,
  onChanged,
}: {
  complaint: ComplaintListItem;
  onChanged: (complaint: ComplaintListItem) => void;
}) {
  const intl = useIntl();
  const me = useMe().staff;
  const [busy, setBusy] = useState<'status' | 'assigned' | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const mine = complaint.assigned?.id === me.id;

  async function save(change: Change) {
    setBusy('status' in change ? 'status' : 'assigned');
    setError(null);
    try {
      onChanged((await updateComplaint({ id: complaint.id, ...change })).complaint);
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setBusy(null);
    }
  }

  return (
    <TitledCard title={<FormattedMessage id="complaints.handling" />} testid="complaint-handling">
      <Select
        label={<FormattedMessage id="complaints.column.status" />}
        value={complaint.status}
        disabled={busy === 'status'}
        onChange={(event) => save({ status: event.target.value as ComplaintStatusName })}
        data-testid="complaint-status-select"
      >
        {COMPLAINT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {intl.formatMessage({ id: statusLabel(status) })}
          </option>
        ))}
      </Select>
      <div>
        <Muted>
          <FormattedMessage id="complaints.column.assignee" />
        </Muted>
        <Row>
          <strong style={{ flex: 1 }} data-testid="complaint-assignee">
            {complaint.assigned ? (
              mine ? (
                <FormattedMessage id="complaints.assigned_me" values={{ name: complaint.assigned.name }} />
              ) : (
                complaint.assigned.name
              )
            ) : (
              <FormattedMessage id="complaints.unassigned" />
            )}
          </strong>
          {!mine && (
            <Button
              size="sm"
              variant="outline"
              loading={busy === 'assigned'}
              onClick={() => save({ assigned_staff_id: me.id })}
              data-testid="complaint-assign-me"
            >
              <FormattedMessage id="complaints.assign_me" />
            </Button>
          )}
          {complaint.assigned && (
            <Button
              size="sm"
              variant="ghost"
              loading={busy === 'assigned' && mine}
              onClick={() => save({ assigned_staff_id: null })}
              data-testid="complaint-unassign"
            >
              <FormattedMessage id="complaints.unassign" />
            </Button>
          )}
        </Row>
      </div>
      <ComplaintError error={error} testid="complaint-handling-error" />
    </TitledCard>
  );
}
