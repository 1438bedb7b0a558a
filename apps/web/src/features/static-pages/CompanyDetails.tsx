import type { CompanyInfo } from '@amora/contracts';
import { Card, Skeleton } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useSettings } from '../../app/providers/SettingsContext';
import { useCompanyInfo } from '../../lib/api/use-api';
import { normalisePhone } from './static-copy';

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 750;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(160px, auto) 1fr;
    gap: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    margin-top: ${({ theme }) => theme.space(2)};

    ${({ theme }) => theme.media.sm} {
      margin-top: 0;
    }
  }
  dd {
    margin: 0;
    font-weight: 500;
    overflow-wrap: anywhere;
  }
`;

function Rows({ company }: { company: CompanyInfo }) {
  const settings = useSettings();
  const phone = company.support_phone || settings.support_phone;
  return (
    <List>
      <dt>
        <FormattedMessage id="company.name" />
      </dt>
      <dd data-testid="company-name">{company.name}</dd>
      {company.tradenames.length > 0 && (
        <>
          <dt>
            <FormattedMessage id="company.tradenames" />
          </dt>
          <dd>{company.tradenames.join(', ')}</dd>
        </>
      )}
      <dt>
        <FormattedMessage id="company.address" />
      </dt>
      <dd>{[company.address, company.city, company.country].filter(Boolean).join(', ')}</dd>
      <dt>
        <FormattedMessage id="company.registration" />
      </dt>
      <dd>{company.kvk}</dd>
      {company.vat_numbers.length > 0 && (
        <>
          <dt>
            <FormattedMessage id="company.vat" />
          </dt>
          <dd>{company.vat_numbers.join(', ')}</dd>
        </>
      )}
      {phone && (
        <>
          <dt>
            <FormattedMessage id="company.phone" />
          </dt>
          <dd>
            <a href={`tel:${normalisePhone(phone)}`}>{phone}</a>
          </dd>
        </>
      )}
      {settings.support_email && (
        <>
          <dt>
            <FormattedMessage id="company.email" />
          </dt>
          <dd>
            <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>
          </dd>
        </>
      )}
    </List>
  );
}

/** The company behind the tenant (GET /api/companyinfo.php, loaded once and cached). */
export function CompanyDetails() {
  const { data, error } = useCompanyInfo();
  if (error) return null;
  return (
    <Card as="section" aria-labelledby="company-title" $elevation="flat" data-testid="company-details">
      <Title id="company-title">
        <FormattedMessage id="company.title" />
      </Title>
      {data ? (
        <Rows company={data} />
      ) : (
        <>
          <Skeleton $width="70%" $height="18px" />
          <Skeleton $width="50%" $height="18px" style={{ marginTop: 12 }} />
        </>
      )}
    </Card>
  );
}
