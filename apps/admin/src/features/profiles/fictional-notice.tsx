import type { AdminTenant } from '@amora/contracts';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

const Box = styled.aside`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.sm};

  p + p {
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary.muted};
  font-size: 18px;
`;

/**
 * What members see: the tenant discloses operator-run profiles with its own label, icon and warning
 * (spec §3 fictional_*), so the console names them the same way.
 */
export function FictionalNotice({
  tenant,
}: {
  tenant: Pick<AdminTenant, 'name' | 'fictional_icon' | 'fictional_singular' | 'fictional_warning'>;
}) {
  return (
    <Box data-testid="fictional-notice">
      <Icon aria-hidden>{tenant.fictional_icon}</Icon>
      <div>
        <p>
          <FormattedMessage
            id="profiles.disclosed"
            values={{ label: <strong>{tenant.fictional_singular}</strong>, tenant: tenant.name }}
          />
        </p>
        <p data-testid="fictional-warning">“{tenant.fictional_warning}”</p>
      </div>
    </Box>
  );
}
