import { FormattedMessage, FormattedNumber } from 'react-intl';
import styled from 'styled-components';
import type { MessageId } from '../../i18n/messages';
import type { Verdict } from './palette-checks';

// The console's own success colour is the brand's amber: a pass must read as green, whatever the brand.
const TONES: Record<Verdict, { text: string; background: string }> = {
  pass: { text: '#1b6e33', background: '#e7f4eb' },
  adjusted: { text: '#8a5200', background: '#fdf3e2' },
  fail: { text: '#b3261e', background: '#fdeceb' },
};

const Chip = styled.span<{ $verdict: Verdict }>`
  display: inline-block;
  padding: 2px 10px;
  line-height: 1.5;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 600;
  color: ${({ $verdict }) => TONES[$verdict].text};
  background: ${({ $verdict }) => TONES[$verdict].background};
  border: 1px solid currentColor;

  b {
    margin: 0 6px;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
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
    <Chip $verdict={verdict} data-testid={testId} data-verdict={verdict}>
      <FormattedMessage id={use} />
      <b>
        <FormattedNumber value={ratio} maximumFractionDigits={2} />
        :1
      </b>
      <FormattedMessage id={LABELS[verdict]} />
    </Chip>
  );
}
