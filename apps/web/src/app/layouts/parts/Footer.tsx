import { useRef } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useLocale } from '../../../i18n/LocaleProvider';
import { useInTenantLanguage } from '../../../i18n/use-in-tenant-language';
import { useStaticApi } from '../../../lib/api/use-api';
import { pathTo } from '../../../lib/routes/paths';
import { useNearViewport } from '../../../lib/viewport/use-near-viewport';
import { useSettings } from '../../providers/SettingsContext';
import { BrandLogo } from './BrandLogo';
import { Container } from './Container';
import { Disclaimer } from './Disclaimer';
import { UsComplianceFooter } from './UsComplianceFooter';

/** Spec §2 footer links, in the spec's order, by WEB_ROUTES name. */
const LINKS = defineMessages({
  terms: { id: 'footer.terms' },
  privacy: { id: 'footer.privacy' },
  cookies: { id: 'footer.cookies' },
  ban: { id: 'footer.ban' },
  pricing: { id: 'footer.pricing' },
  complaints: { id: 'footer.complaints' },
  'return-policy': { id: 'footer.returns' },
  faq: { id: 'footer.faq' },
  service: { id: 'footer.service' },
});

const Wrapper = styled.footer`
  margin-top: auto;
  padding: ${({ theme }) => `${theme.space(12)} 0 ${theme.space(10)}`};
  background: ${({ theme }) => theme.colors.dark.main};
  color: ${({ theme }) => theme.colors.dark.onSurface};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 2fr;
  }
`;

const Tagline = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  max-width: 340px;
  opacity: 0.8;
`;

const Links = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  a {
    color: inherit;
    text-decoration: none;
    opacity: 0.85;

    &:hover {
      opacity: 1;
      text-decoration: underline;
    }
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(10)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid rgba(255, 255, 255, 0.16);
`;

const Small = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  opacity: 0.75;
`;

/** Footer of the default and lander layouts: links, disclaimer, and the US notice in English. */
export function Footer() {
  const settings = useSettings();
  const intl = useIntl();
  const { locale } = useLocale();
  const inTenantLanguage = useInTenantLanguage();
  const ref = useRef<HTMLElement>(null);
  // the company's name is asked for as the footer comes near, not in the first load (the brand's name till then)
  const { data: company } = useStaticApi(useNearViewport(ref) ? 'companyInfo' : null);
  return (
    <Wrapper ref={ref}>
      <Container>
        <Top>
          <div>
            <BrandLogo inverse />
            <Tagline>
              {inTenantLanguage
                ? settings.description
                : intl.formatMessage({ id: 'site.tagline' }, { name: settings.name })}
            </Tagline>
          </div>
          <nav aria-label={intl.formatMessage({ id: 'footer.nav' })}>
            <Links>
              {Object.entries(LINKS).map(([route, message]) => (
                <li key={route}>
                  <Link to={pathTo(route)} data-testid={`footer-link-${route}`}>
                    {intl.formatMessage(message)}
                  </Link>
                </li>
              ))}
            </Links>
          </nav>
        </Top>
        <Bottom>
          <Disclaimer />
          {locale === 'en' && <UsComplianceFooter companyName={company?.name ?? settings.name} />}
          <Small>
            <FormattedMessage
              id="footer.copyright"
              values={{ year: new Date().getFullYear(), company: company?.name ?? settings.name }}
            />
          </Small>
        </Bottom>
      </Container>
    </Wrapper>
  );
}
