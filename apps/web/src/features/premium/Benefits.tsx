import { FREE_CONVERSATIONS, PHOTO_LIMITS } from '@amora/contracts';
import { Icon, type IconName } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Art = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: linear-gradient(
    145deg,
    ${({ theme }) => theme.colors.primary.muted},
    ${({ theme }) => theme.colors.secondary.muted}
  );
  color: ${({ theme }) => theme.colors.secondary.text};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};

  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: 750;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: 1.5;
  }
`;

const BENEFITS: ReadonlyArray<{ key: string; icon: IconName }> = [
  { key: 'photos', icon: 'lock' },
  { key: 'uploads', icon: 'camera' },
  { key: 'conversations', icon: 'chat' },
  { key: 'chance', icon: 'heart' },
  { key: 'repeat', icon: 'retry' },
  { key: 'noSubscription', icon: 'shield' },
];

const VALUES = { free: PHOTO_LIMITS.free, premium: PHOTO_LIMITS.premium, limit: FREE_CONVERSATIONS };

/** What premium gives (spec §1): every photo, 25 uploads, no limit on new chats, 46% better chance, repeat order. */
export function Benefits() {
  return (
    <Grid data-testid="premium-benefits">
      {BENEFITS.map(({ key, icon }) => (
        <Item key={key} data-testid={`premium-benefit-${key}`}>
          <Art aria-hidden="true">
            <Icon name={icon} size={24} />
          </Art>
          <Text>
            <h3>
              <FormattedMessage id={`premium.benefit.${key}.title`} values={VALUES} />
            </h3>
            <p>
              <FormattedMessage id={`premium.benefit.${key}.text`} values={VALUES} />
            </p>
          </Text>
        </Item>
      ))}
    </Grid>
  );
}
