import { Button } from '@amora/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Container } from '../../app/layouts/parts/Container';
import { ButtonLink } from '../../lib/routes/button-link';

const Section = styled.main`
  flex: 1;
  display: flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space(16)} 0 ${theme.space(20)}`};
  text-align: center;
`;

const Status = styled.p`
  font-size: clamp(72px, 20vw, 128px);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.04em;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary.text},
    ${({ theme }) => theme.colors.secondary.text}
  );
  background-clip: text;
  -webkit-background-clip: text;
  color: transparent;
`;

const Message = styled.h1`
  margin-top: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 750;
`;

const Hint = styled.p`
  max-width: 460px;
  margin: ${({ theme }) => `${theme.space(3)} auto 0`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
`;

export interface ErrorPageProps {
  /** HTTP-like status; 500 when unknown (spec §8). */
  status?: number;
  /** What went wrong, already translated; "Error" when unknown, "This page could not be found" for 404. */
  message?: ReactNode;
}

/** The error page of spec §2/§8: status, message and always a way home. */
export function ErrorPage({ status = 500, message }: ErrorPageProps) {
  const notFound = status === 404;
  const shown =
    message ??
    (notFound ? <FormattedMessage id="error.not_found" /> : <FormattedMessage id="errorPage.default" />);
  return (
    <Section>
      <Container $width="narrow">
        <Status data-testid="error-status">{status}</Status>
        <Message data-testid="error-message">{shown}</Message>
        <Hint>
          <FormattedMessage id={notFound ? 'errorPage.notFoundHint' : 'errorPage.hint'} />
        </Hint>
        <Actions>
          <ButtonLink to="/" data-testid="home-link" $variant="primary" $size="lg">
            <FormattedMessage id="errorPage.home" />
          </ButtonLink>
          {!notFound && (
            <Button variant="outline" size="lg" onClick={() => window.location.reload()}>
              <FormattedMessage id="errorPage.retry" />
            </Button>
          )}
        </Actions>
      </Container>
    </Section>
  );
}
