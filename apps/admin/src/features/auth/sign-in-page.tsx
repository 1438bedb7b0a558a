import { Card } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { LanguageSelect } from '../../app/layout/language-select';
import { useDocumentTitle } from '../../app/use-document-title';
import { BrandMark } from '../../components/brand-mark';
import { useSession } from '../session/session-provider';
import { afterSignIn } from './after-sign-in';
import { SignInForm } from './sign-in-form';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background:
    radial-gradient(1200px 520px at 50% -180px, ${({ theme }) => theme.colors.primary.muted}, transparent 70%),
    ${({ theme }) => theme.colors.background};
`;

const Top = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(4)} 0`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space(6)} ${theme.space(8)} 0`};
  }
`;

const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)} ${theme.space(16)}`};
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-size: 20px;
  font-weight: 700;
  letter-spacing: -0.015em;
  color: ${({ theme }) => theme.colors.dark.main};
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => `${theme.space(7)} ${theme.space(5)}`};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space(9)} ${theme.space(9)}`};
  }
`;

const Footnote = styled.p`
  max-width: 380px;
  font-size: 13px;
  line-height: 1.55;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function SignInPage() {
  useDocumentTitle('auth.submit');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { signedIn } = useSession();
  return (
    <Page>
      <Top>
        <LanguageSelect />
      </Top>
      <Main>
        <Brand>
          <BrandMark size={36} />
          <FormattedMessage id="app.name" />
        </Brand>
        <Panel $elevation="raised">
          <SignInForm
            onSignedIn={(me) => {
              signedIn(me);
              navigate(afterSignIn(me, searchParams.get('next')), { replace: true });
            }}
          />
        </Panel>
        <Footnote>
          <FormattedMessage id="auth.footnote" />
        </Footnote>
      </Main>
    </Page>
  );
}
