import type { SupportMemberSummary } from '@amora/contracts';
import { Badge } from '@amora/ui';
import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import { Link } from 'react-router';
import { TitledCard } from './complaint-card';
import { Facts, Muted, Person, Row } from './complaint-styles';
import type { ComplaintDetail } from './complaints.api';

/** The complainant and the reported profile (with the member behind it, when it is a real one). */
export function ComplaintPeople({ detail }: { detail: ComplaintDetail }) {
  const { complainant, reported } = detail;
  return (
    <TitledCard title={<FormattedMessage id="complaints.people" />} testid="complaint-people">
      <Person data-testid="complaint-complainant">
        <h3>
          <FormattedMessage id="complaints.column.complainant" />
        </h3>
        {complainant ? (
          <MemberFacts member={complainant} />
        ) : (
          <Muted>
            <FormattedMessage id="complaints.member_gone" />
          </Muted>
        )}
      </Person>
      <Person data-testid="complaint-reported">
        <h3>
          <FormattedMessage id="complaints.column.reported" />
        </h3>
        {!reported ? (
          <Muted>
            <FormattedMessage id="complaints.no_profile" />
          </Muted>
        ) : (
          <>
            <Row>
              <strong>{reported.name}</strong>
              <Muted>#{reported.profile_id}</Muted>
              {reported.is_fictional && (
                <Badge tone="primary">
                  <FormattedMessage id="complaints.fictional" />
                </Badge>
              )}
              {reported.status === 'disabled' ? (
                <Badge tone="danger" data-testid="complaint-reported-disabled">
                  <FormattedMessage id="complaints.profile_disabled" />
                </Badge>
              ) : (
                reported.status !== 'active' && (
                  <Badge tone="neutral">
                    <FormattedMessage id="complaints.profile_hidden" />
                  </Badge>
                )
              )}
            </Row>
            {reported.member && <MemberFacts member={reported.member} />}
          </>
        )}
      </Person>
    </TitledCard>
  );
}

const MEMBER_STATUSES = ['not_confirmed', 'active', 'pending_deletion', 'deleted'] as const;
type MemberStatus = (typeof MEMBER_STATUSES)[number];

function MemberStatusBadge({ status }: { status: string }) {
  const known = MEMBER_STATUSES.includes(status as MemberStatus);
  return (
    <Badge tone={status === 'active' ? 'success' : 'neutral'}>
      {known ? <FormattedMessage id={`complaints.member.status.${status as MemberStatus}`} /> : status}
    </Badge>
  );
}

function MemberFacts({ member }: { member: SupportMemberSummary }) {
  return (
    <>
      <Row>
        <MemberStatusBadge status={member.status} />
        {member.paid_user && (
          <Badge tone="primary">
            <FormattedMessage id="complaints.member.paid" />
          </Badge>
        )}
        {member.locked_until && (
          <Badge tone="danger" data-testid={`complaint-member-locked-${member.id}`}>
            <FormattedMessage id="complaints.member.locked" />
          </Badge>
        )}
      </Row>
      <Facts>
        <dt>
          <FormattedMessage id="complaints.member.name" />
        </dt>
        <dd>{member.name ?? '—'}</dd>
        <dt>
          <FormattedMessage id="complaints.member.email" />
        </dt>
        <dd>{member.email ?? '—'}</dd>
        <dt>
          <FormattedMessage id="complaints.member.credits" />
        </dt>
        <dd data-testid={`complaint-member-credits-${member.id}`}>
          <FormattedNumber value={member.credits} />
        </dd>
        <dt>
          <FormattedMessage id="complaints.member.since" />
        </dt>
        <dd>
          <FormattedDate value={member.created_at} dateStyle="medium" />
        </dd>
      </Facts>
      <Link to={`/members?q=${member.id}`} data-testid={`complaint-member-link-${member.id}`}>
        <FormattedMessage id="complaints.member.open" values={{ id: member.id }} />
      </Link>
    </>
  );
}
