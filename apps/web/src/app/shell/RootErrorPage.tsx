import styled from 'styled-components';
import { RouteErrorPage } from '../../features/error/RouteErrorPage';
import { BrandLogo } from '../layouts/parts/BrandLogo';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Top = styled.header`
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** When a layout itself fails: the error page in a bare frame with just the logo. */
export function RootErrorPage() {
  return (
    <Frame>
      <Top>
        <BrandLogo />
      </Top>
      <RouteErrorPage />
    </Frame>
  );
}
