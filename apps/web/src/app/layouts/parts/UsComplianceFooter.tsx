import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

const Text = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.6;
  opacity: 0.75;
`;

/** The 18 U.S.C. 2257 record-keeping statement, shown with the English interface (spec §2). */
export function UsComplianceFooter({ companyName }: { companyName: string }) {
  return (
    <Text data-testid="us-footer">
      <FormattedMessage id="usFooter.text" values={{ company: companyName }} />
    </Text>
  );
}
