import { focusVisible } from '@amora/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

/** The page behind the access forms: a soft wash of the tenant's colours. */
export const AuthPage = styled.section`
  flex: 1;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)} ${theme.space(12)}`};
  background:
    radial-gradient(circle at 15% 0%, ${({ theme }) => theme.colors.primary.muted}, transparent 55%),
    radial-gradient(circle at 90% 30%, ${({ theme }) => theme.colors.secondary.muted}, transparent 50%);

  ${({ theme }) => theme.media.sm} {
    padding-top: ${({ theme }) => theme.space(14)};
    padding-bottom: ${({ theme }) => theme.space(20)};
  }
`;

export const AuthCard = styled.div`
  width: 100%;
  max-width: 440px;
  padding: ${({ theme }) => `${theme.space(7)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  border: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space(10)} ${theme.space(10)}`};
  }
`;

export const AuthIcon = styled.div<{ $tone?: 'primary' | 'success' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.space(5)};
  border-radius: 18px;
  background: ${({ theme, $tone = 'primary' }) =>
    $tone === 'danger'
      ? '#fdecec'
      : $tone === 'success'
        ? theme.colors.success.muted
        : theme.colors.primary.muted};
  color: ${({ theme, $tone = 'primary' }) =>
    $tone === 'danger'
      ? theme.colors.danger
      : $tone === 'success'
        ? theme.colors.success.text
        : theme.colors.primary.text};
`;

export const AuthTitle = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 800;
  letter-spacing: -0.02em;
  line-height: 1.2;
`;

export const AuthLead = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.55;

  strong {
    color: ${({ theme }) => theme.colors.text};
    word-break: break-all;
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

export const FieldRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
`;

export const InlineEnd = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: -${({ theme }) => theme.space(2)};
`;

export const AuthFooter = styled.p`
  margin-top: ${({ theme }) => theme.space(6)};
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary.text};
  font-weight: 650;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  border-radius: 4px;

  &:hover {
    text-decoration: underline;
  }
  ${focusVisible}
`;

export const TextButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary.text};
  font: inherit;
  font-weight: 650;
  cursor: pointer;
  text-decoration: underline;
  border-radius: 4px;
  ${focusVisible}
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

export const Section = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
`;

export const LogoRow = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;
