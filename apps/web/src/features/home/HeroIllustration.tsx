import { Icon, REDUCED_MOTION } from '@amora/ui';
import { FormattedMessage } from 'react-intl';
import styled, { keyframes } from 'styled-components';

const float = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-8px); }
`;

const Stage = styled.div`
  position: relative;
  width: 100%;
  max-width: 420px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: 28px;
  background: rgba(255, 255, 255, 0.1);
  border: 1px solid rgba(255, 255, 255, 0.2);
  backdrop-filter: blur(8px);
  box-shadow: 0 30px 60px rgba(0, 0, 0, 0.25);
`;

const Row = styled.div<{ $mine?: boolean }>`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2.5)};
  flex-direction: ${({ $mine }) => ($mine ? 'row-reverse' : 'row')};

  & + & {
    margin-top: ${({ theme }) => theme.space(4)};
  }
`;

const Avatar = styled.span<{ $tone: 'primary' | 'secondary' }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 2px solid rgba(255, 255, 255, 0.9);
  background: linear-gradient(
    135deg,
    ${({ theme, $tone }) => theme.colors[$tone].main},
    ${({ theme }) => theme.colors.success.main}
  );
  color: #ffffff;
`;

const Bubble = styled.p<{ $mine?: boolean }>`
  max-width: 78%;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: 20px;
  border-bottom-left-radius: ${({ $mine }) => ($mine ? '20px' : '6px')};
  border-bottom-right-radius: ${({ $mine }) => ($mine ? '6px' : '20px')};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.secondary.surface : theme.colors.surface)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.secondary.onSurface : theme.colors.text)};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.4;
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Match = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  width: fit-content;
  margin: ${({ theme }) => `${theme.space(6)} auto 0`};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.success.surface};
  color: ${({ theme }) => theme.colors.success.onSurface};
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.sm};
  box-shadow: ${({ theme }) => theme.shadows.md};
  animation: ${float} 4s ease-in-out infinite;

  svg {
    fill: currentColor;
  }
  ${REDUCED_MOTION} {
    animation: none;
  }
`;

/** A glimpse of what members do here: a first message, an answer, a match. Decorative. */
export function HeroIllustration() {
  return (
    <Stage aria-hidden="true">
      <Row>
        <Avatar $tone="secondary">
          <Icon name="user" size={20} />
        </Avatar>
        <Bubble>
          <FormattedMessage id="home.hero.bubbleOne" />
        </Bubble>
      </Row>
      <Row $mine>
        <Avatar $tone="primary">
          <Icon name="user" size={20} />
        </Avatar>
        <Bubble $mine>
          <FormattedMessage id="home.hero.bubbleTwo" />
        </Bubble>
      </Row>
      <Match>
        <Icon name="heart" size={16} />
        <FormattedMessage id="home.hero.match" />
      </Match>
    </Stage>
  );
}
