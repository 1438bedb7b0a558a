import { Button } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { AdminIcon } from '../../components/admin-icon';
import type { MessageId } from '../../i18n/messages';
import { type ComplaintAction, ComplaintActionDialog } from './complaint-action-dialog';
import { TitledCard } from './complaint-card';
import type { ComplaintDetail } from './complaints.api';

const Buttons = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(2)};

  button {
    justify-content: flex-start;
  }
`;

const Why = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    flex: none;
    margin-top: 2px;
  }
`;

const usable = (member: { status: string; email?: string | null } | null | undefined) =>
  Boolean(member && member.status !== 'deleted');

function whyNoMemberActions(detail: ComplaintDetail): MessageId {
  if (!detail.reported) return 'complaints.actions.no_profile';
  return detail.reported.is_fictional ? 'complaints.actions.fictional' : 'complaints.actions.no_member';
}

/**
 * What support may do: to the reported member (warn, disable or enable, delete) and for the
 * complainant (a refund of credits). An action without an account behind it is not offered.
 */
export function ComplaintActions({ detail, onDone }: { detail: ComplaintDetail; onDone: () => void }) {
  const [open, setOpen] = useState<ComplaintAction | null>(null);
  const reported = detail.reported?.member;
  const complainant = detail.complainant;
  const onReported = usable(reported);
  const forComplainant = usable(complainant) && Boolean(complainant?.email);
  // support's disable hides the profile; enabling shows it again
  const disabled = detail.reported?.status === 'disabled';
  const name = (open === 'refund' ? complainant?.name : (reported?.name ?? detail.reported?.name)) ?? '';

  const button = (
    action: ComplaintAction,
    enabled: boolean,
    variant: 'outline' | 'secondary' = 'outline',
  ) => (
    <Button
      size="sm"
      variant={variant}
      disabled={!enabled}
      onClick={() => setOpen(action)}
      data-testid={`complaint-action-${action}`}
    >
      <FormattedMessage id={`complaints.action.${action}`} />
    </Button>
  );

  return (
    <TitledCard title={<FormattedMessage id="complaints.actions" />} testid="complaint-actions">
      <Buttons>
        {button('refund', forComplainant, 'secondary')}
        {button('warn', onReported)}
        {disabled ? button('enable', onReported) : button('disable', onReported)}
        {button('delete', onReported)}
      </Buttons>
      {!onReported && (
        <Why data-testid="complaint-actions-no-member">
          <AdminIcon name="alert" size={16} />
          <span>
            <FormattedMessage id={whyNoMemberActions(detail)} />
          </span>
        </Why>
      )}
      {open && (
        <ComplaintActionDialog
          complaintId={detail.complaint.id}
          action={open}
          name={name}
          onClose={() => setOpen(null)}
          onDone={onDone}
        />
      )}
    </TitledCard>
  );
}
