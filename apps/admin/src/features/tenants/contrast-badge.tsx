import { FormattedMessage, FormattedNumber } from 'react-intl';
import styled from 'styled-components';
import type { MessageId } from '../../i18n/messages';
import type { Verdict } from './palette-checks';

const TONES: Record<Verdict, 'success' | 'warning' | 'danger'> = {
  pass: 'success',
  adjusted: 'warning',
  fail: 'danger',
};

const Chip = styled.span<{ $tone: 'success' | 'warning' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success.text : theme.colors[$tone])};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success.muted : theme.colors.background)};
  border: 1px solid currentColor;

  b {
    font-variant-numeric: tabular-nums;
  }
`;

const LABELS: Record<Verdict, MessageId> = {
  pass: 'tenants.theme.aa_pass',
  adjusted: 'tenants.theme.aa_adjusted',
  fail: 'tenants.theme.aa_fail',
};

/** A contrast ratio and whether it meets WCAG AA (4.5:1), in words as well as colour. */
export function ContrastBadge({
  use,
  ratio,
  verdict,
  testId,
}: {
  use: MessageId;
  ratio: number;
  verdict: Verdict;
  testId: string;
}) {
  return (
    <Chip $tone={TONES[verdict]} data-testid={testId} data-verdict={verdict}>
      <FormattedMessage id={use} />
      <b>
        <FormattedNumber value={ratio} maximumFractionDigits={2} />
        :1
      </b>
      <FormattedMessage id={LABELS[verdict]} />
    </Chip>
  );
}
