import { Card } from '@amora/ui';
import styled from 'styled-components';

export const SettingsMain = styled.div<{ $wide?: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '1040px' : '760px')};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)} ${theme.space(16)}`};

  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space(10)};
  }
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 800;
  letter-spacing: -0.02em;
`;

export const PageLead = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Side menu and cards from 992 px; the cards alone below. */
export const SettingsColumns = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.lg} {
    display: grid;
    grid-template-columns: 256px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(10)};
  }

  && > * {
    margin-top: 0;
  }
`;

export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

export const SectionCard = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  /* below the sticky top navigation when the side menu jumps here */
  scroll-margin-top: 96px;

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space(7)};
  }
`;

export const SectionHeader = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
`;

export const SectionIcon = styled.span<{ $tone?: 'primary' | 'danger' }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 12px;
  background: ${({ theme, $tone }) => ($tone === 'danger' ? '#fdecec' : theme.colors.primary.muted)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.primary.text)};
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 750;
`;

export const SectionText = styled.p`
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.5;

  strong {
    color: ${({ theme }) => theme.colors.text};
    word-break: break-all;
  }
`;

export const SubTitle = styled.h3`
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Divider = styled.hr`
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const SettingsForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const SwitchList = styled.div`
  display: flex;
  flex-direction: column;

  & > * + * {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
