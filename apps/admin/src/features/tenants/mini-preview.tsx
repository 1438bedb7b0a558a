import { createTheme, type Palette } from '@amora/theme';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

const Frame = styled.div`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 10px 14px;
  background: #fff;
  border-bottom: 1px solid #e6e0ec;
`;

const Mark = styled.span`
  padding: 4px 12px;
  border-radius: 999px;
  font-weight: 800;
  letter-spacing: 0.02em;
`;

const Body = styled.div`
  display: grid;
  gap: 12px;
  padding: 14px;
  background: #faf8fc;
`;

const Card = styled.div`
  display: grid;
  grid-template-columns: 44px 1fr;
  gap: 10px;
  align-items: center;
  padding: 12px;
  background: #fff;
  border-radius: 12px;
  box-shadow: 0 1px 2px rgba(28, 19, 38, 0.08);
`;

const Avatar = styled.span`
  position: relative;
  width: 44px;
  height: 44px;
  border-radius: 50%;
`;

const Dot = styled.span`
  position: absolute;
  top: -2px;
  right: -2px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border: 2px solid #fff;
  border-radius: 999px;
  font-size: 10px;
  font-weight: 700;
  line-height: 14px;
  text-align: center;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Fake = styled.span`
  padding: 8px 14px;
  border-radius: 999px;
  font-weight: 600;
`;

const Footer = styled.div`
  padding: 10px 14px;
  font-size: 12px;
`;

/**
 * The member site's main pieces drawn from the unsaved palette with the site's own theme builder: the
 * brand mark, buttons, a card with an unread count, a link, the footer. Instant, unlike the site.
 */
export function MiniPreview({ palette, name }: { palette: Palette; name: string }) {
  const { colors } = createTheme(palette);
  return (
    <Frame data-testid="theme-mini-preview" data-primary={colors.primary.surface}>
      <Bar>
        <Mark
          style={{
            color: colors.primary.onSurface,
            background: `linear-gradient(90deg, ${colors.primary.surface}, ${colors.secondary.surface})`,
          }}
          data-testid="theme-mini-preview-mark"
        >
          {name}
        </Mark>
        <span style={{ color: colors.primary.text, fontWeight: 600 }}>
          <FormattedMessage id="tenants.preview.link" />
        </span>
      </Bar>
      <Body>
        <Card>
          <Avatar style={{ background: colors.primary.muted }}>
            <Dot style={{ background: colors.unread, color: colors.secondary.onSurface }}>3</Dot>
          </Avatar>
          <div>
            <strong style={{ color: colors.text }}>Sanne, 29</strong>
            <div style={{ color: colors.success.text, fontWeight: 600 }}>
              <FormattedMessage id="tenants.preview.online" />
            </div>
          </div>
        </Card>
        <Buttons>
          <Fake
            style={{ background: colors.primary.surface, color: colors.primary.onSurface }}
            data-testid="theme-mini-preview-button"
          >
            <FormattedMessage id="tenants.preview.primary_button" />
          </Fake>
          <Fake style={{ background: colors.secondary.surface, color: colors.secondary.onSurface }}>
            <FormattedMessage id="tenants.preview.secondary_button" />
          </Fake>
          <Fake style={{ background: colors.success.surface, color: colors.success.onSurface }}>
            <FormattedMessage id="tenants.preview.success_button" />
          </Fake>
        </Buttons>
      </Body>
      <Footer style={{ background: colors.dark.main, color: colors.dark.onSurface }}>
        <FormattedMessage id="tenants.preview.footer" />
      </Footer>
    </Frame>
  );
}
