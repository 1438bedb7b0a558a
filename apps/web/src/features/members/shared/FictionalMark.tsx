import styled from 'styled-components';
import { useSettings } from '../../../app/providers/SettingsContext';
import { useFictionalWarning } from './use-fictional-warning';

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  min-width: 1.4em;
  height: 1.4em;
  padding: 0 0.2em;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme }) => theme.colors.primary.text};
  font-size: 0.8em;
  line-height: 1;
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/**
 * The tenant's `fictional_icon` beside the name of an operator-run profile (UI.md "Disclosure"): on
 * cards, the profile page and the entry pages. Its accessible name is the tenant's warning text.
 */
export function FictionalMark({ className }: { className?: string }) {
  const settings = useSettings();
  const fictionalWarning = useFictionalWarning();
  return (
    <Mark
      role="img"
      aria-label={fictionalWarning}
      title={fictionalWarning}
      className={className}
      data-testid="fictional-icon"
    >
      {settings.fictional_icon}
    </Mark>
  );
}
