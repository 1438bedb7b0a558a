import { Icon } from '@amora/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useSettings } from '../../providers/SettingsContext';

const Home = styled(Link)<{ $inverse?: boolean }>`
  display: inline-flex;
  min-width: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;

  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space(2.5)};
  }
  color: ${({ theme, $inverse }) => ($inverse ? theme.colors.dark.onSurface : theme.colors.text)};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Mark = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 10px;

  ${({ theme }) => theme.media.sm} {
    width: 36px;
    height: 36px;
    border-radius: 12px;
  }
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary.surface},
    ${({ theme }) => theme.colors.secondary.surface}
  );
  color: ${({ theme }) => theme.colors.primary.onSurface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  svg {
    fill: currentColor;
  }
`;

/**
 * Beside a long login button ("Kirjaudu sisään") on a phone the name takes two lines rather than
 * lose its end ("Spark …"); a single word too long even for that is cut after the second line.
 */
const Name = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
  font-size: 18px;
  font-weight: 800;
  line-height: 1.1;

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  letter-spacing: -0.02em;
`;

/** An uploaded logo (at most 600×200): as tall as the mark, its width as drawn. */
const Logo = styled.img<{ $inverse?: boolean }>`
  flex: none;
  height: 32px;
  width: auto;
  max-width: 160px;
  object-fit: contain;
  ${({ $inverse, theme }) => ($inverse ? `background: ${theme.colors.surface}; border-radius: 6px; padding: 2px;` : '')}

  ${({ theme }) => theme.media.sm} {
    height: 36px;
  }
`;

/** The tenant's mark (its uploaded logo, else the heart) and name, linking home. */
export function BrandLogo({ inverse = false }: { inverse?: boolean }) {
  const settings = useSettings();
  const intl = useIntl();
  return (
    <Home
      to="/"
      $inverse={inverse}
      aria-label={intl.formatMessage({ id: 'nav.home' }, { name: settings.name })}
    >
      {settings.logo_url ? (
        <Logo
          src={settings.logo_url}
          alt=""
          $inverse={inverse}
          data-testid={inverse ? undefined : 'site-logo'}
        />
      ) : (
        <Mark>
          <Icon name="heart" size={20} />
        </Mark>
      )}
      <Name data-testid={inverse ? undefined : 'site-name'}>{settings.name}</Name>
    </Home>
  );
}
