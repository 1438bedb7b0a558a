import { Icon, type IconName } from '@amora/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(4)}`};
  text-align: center;
`;

const Art = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 88px;
  height: 88px;
  margin-bottom: ${({ theme }) => theme.space(2)};
  border-radius: 50%;
  background: linear-gradient(
    145deg,
    ${({ theme }) => theme.colors.primary.muted},
    ${({ theme }) => theme.colors.secondary.muted}
  );
  color: ${({ theme }) => theme.colors.secondary.text};

  svg {
    fill: currentColor;
    fill-opacity: 0.15;
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 750;
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;

const Ways = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

/** What an empty page means and what to do next (UI.md: empty states say what to do). */
export function EmptyState({
  icon,
  title,
  text,
  children,
  'data-testid': testId,
}: {
  icon: IconName;
  title: ReactNode;
  text: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Box data-testid={testId}>
      <Art aria-hidden="true">
        <Icon name={icon} size={40} />
      </Art>
      <Heading>{title}</Heading>
      <Text>{text}</Text>
      {children && <Ways>{children}</Ways>}
    </Box>
  );
}
