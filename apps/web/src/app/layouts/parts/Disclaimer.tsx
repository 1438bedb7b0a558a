import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useSettings } from '../../providers/SettingsContext';

const Text = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.6;
  opacity: 0.75;
`;

/** Adults only, and the disclosure that some profiles are run by the operator (UI.md "Disclosure"). */
export function Disclaimer() {
  const settings = useSettings();
  return (
    <Text data-testid="disclaimer">
      <FormattedMessage id="disclaimer.text" values={{ name: settings.name, minAge: settings.min_age }} />
    </Text>
  );
}
