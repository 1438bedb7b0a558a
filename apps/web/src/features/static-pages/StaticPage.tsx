import { FormattedMessage, useIntl } from 'react-intl';
import { Container } from '../../app/layouts/parts/Container';
import { useSettings } from '../../app/providers/SettingsContext';
import { useRouteName } from '../../app/router/route-handle';
import { useFormatDate } from '../../i18n/use-format-date';
import { useCompanyInfo } from '../../lib/api/use-api';
import { NotFoundPage } from '../error/NotFoundPage';
import { CompanyDetails } from './CompanyDetails';
import { FAQ_ITEMS, STATIC_COPY, termsDate } from './static-copy';
import { Article, Body, Faq, Intro, Title, Updated } from './static-styles';

/** Terms, privacy, cookies, access ban, FAQ, returns and customer service (spec §2). */
export function StaticPage() {
  const name = useRouteName();
  const settings = useSettings();
  const intl = useIntl();
  const formatDate = useFormatDate();
  const { data: company } = useCompanyInfo();
  const copy = name ? STATIC_COPY[name] : undefined;
  if (!copy) return <NotFoundPage />;

  const values = {
    name: settings.name,
    days: settings.refund_days,
    minAge: settings.min_age,
    messageCredits: settings.message_credits,
    email: settings.support_email,
  };
  return (
    <Container $width="narrow">
      <Article data-testid={`static-${name}`}>
        <Title>{intl.formatMessage(copy.title, values)}</Title>
        {name === 'terms' && (
          <Updated>
            <FormattedMessage id="static.updated" values={{ date: formatDate(termsDate(company?.added)) }} />
          </Updated>
        )}
        <Intro>{intl.formatMessage(copy.intro, values)}</Intro>
        {copy.body && <Body>{intl.formatMessage(copy.body, values)}</Body>}
        {name === 'faq' && (
          <Faq>
            {FAQ_ITEMS.map(([question, answer]) => (
              <details key={question.id}>
                <summary>{intl.formatMessage(question, values)}</summary>
                <p>{intl.formatMessage(answer, values)}</p>
              </details>
            ))}
          </Faq>
        )}
        <CompanyDetails />
      </Article>
    </Container>
  );
}
