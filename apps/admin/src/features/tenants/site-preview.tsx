import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Note } from './form-parts';
import { siteUrl } from './site-url';

const Frame = styled.iframe`
  width: 100%;
  height: 520px;
  ${({ theme }) => theme.media.xl} {
    height: 720px;
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};

  a {
    min-width: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.primary.text};
  }
`;

/**
 * The tenant's member site itself, on its primary domain; `version` changes after each save, which
 * loads it again with the saved theme.
 */
export function SitePreview({ host, version }: { host: string | undefined; version: number }) {
  const intl = useIntl();
  if (!host) return null;
  const url = siteUrl(host);
  return (
    <div>
      <Head>
        <strong>
          <FormattedMessage id="tenants.preview.site" />
        </strong>
        <a href={url} target="_blank" rel="noreferrer" data-testid="theme-site-link">
          {url}
        </a>
      </Head>
      <Frame
        key={version}
        src={url}
        title={intl.formatMessage({ id: 'tenants.preview.site' })}
        data-testid="theme-site-preview"
        data-version={version}
      />
      <Note>
        <FormattedMessage id="tenants.preview.site_hint" />
      </Note>
    </div>
  );
}
