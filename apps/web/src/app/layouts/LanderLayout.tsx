import { Outlet } from 'react-router';
import styled from 'styled-components';
import { EntryWarning } from '../../features/site-entry/EntryWarning';
import { Main, Page } from './layout-styles';
import { BrandLogo } from './parts/BrandLogo';
import { Container } from './parts/Container';
import { Footer } from './parts/Footer';
import { MAIN_ID, SkipLink } from './parts/SkipLink';

const SimpleNav = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Bar = styled(Container)`
  display: flex;
  align-items: center;
  min-height: 64px;
`;

/** Spec §2 lander layout: a simple navbar with the logo, footer and disclaimer; entry warning for NL/DE. */
export function LanderLayout() {
  return (
    <Page data-layout="lander">
      <SkipLink />
      <SimpleNav>
        <Bar>
          <BrandLogo />
        </Bar>
      </SimpleNav>
      <Main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <EntryWarning layout="lander" />
    </Page>
  );
}
