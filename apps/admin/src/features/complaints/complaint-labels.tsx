import type { ComplaintListItem, ComplaintStatusName } from '@amora/contracts';
import { Badge, type BadgeTone } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

const STATUS_TONES: Record<ComplaintStatusName, BadgeTone> = {
  open: 'danger',
  in_progress: 'warning',
  closed: 'neutral',
};

export const statusLabel = (status: ComplaintStatusName): MessageId => `complaints.status.${status}`;
export const reasonLabel = (reason: string): MessageId => `complaints.reason.${reason}` as MessageId;

export function StatusBadge({ status, testid }: { status: ComplaintStatusName; testid?: string }) {
  return (
    <Badge tone={STATUS_TONES[status]} data-testid={testid}>
      <FormattedMessage id={statusLabel(status)} />
    </Badge>
  );
}

/** "Anna (anna@example.com)", or what is left of a deleted account. */
export function ComplainantName({ complainant }: { complainant: ComplaintListItem['complainant'] }) {
  if (!complainant) return <FormattedMessage id="complaints.member_gone" />;
  return <>{complainant.name ?? complainant.email ?? `#${complainant.id}`}</>;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago, short and in the reader's language ("3 hr. ago", "vor 2 Tagen"). */
export function Age({ since, now = Date.now() }: { since: string; now?: number }) {
  const intl = useIntl();
  const elapsed = Math.max(0, now - new Date(since).getTime());
  const [unit, size] = UNITS.find(([, ms]) => elapsed >= ms) ?? UNITS[UNITS.length - 1];
  const text = intl.formatRelativeTime(-Math.floor(elapsed / size), unit, {
    numeric: 'auto',
    style: 'short',
  });
  return (
    <time dateTime={since} title={intl.formatDate(since, { dateStyle: 'medium', timeStyle: 'short' })}>
      {text}
    </time>
  );
}
