import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AdminIcon, type AdminIconName } from './admin-icon';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 460px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)}`};
  text-align: center;
`;

const Medallion = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.space(1)};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary.muted};
  color: ${({ theme }) => theme.colors.primary.text};
  box-shadow: 0 0 0 8px ${({ theme }) => theme.colors.background};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const Body = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
`;

interface Props {
  icon: AdminIconName;
  title: ReactNode;
  body?: ReactNode;
  action?: ReactNode;
  /** The heading level: `h1` when the empty state is the whole page. */
  headingAs?: 'h1' | 'h2';
}

/** Says that there is nothing here (yet) and, where there is one, what to do next. */
export function EmptyState({ icon, title, body, action, headingAs = 'h2' }: Props) {
  return (
    <Box>
      <Medallion>
        <AdminIcon name={icon} size={26} />
      </Medallion>
      <Title as={headingAs}>{title}</Title>
      {body && <Body>{body}</Body>}
      {action && <Action>{action}</Action>}
    </Box>
  );
}
