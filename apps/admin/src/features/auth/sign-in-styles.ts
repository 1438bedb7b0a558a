import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Heading = styled.h1`
  font-size: 22px;
  font-weight: 700;
  letter-spacing: -0.015em;
`;

export const Lead = styled.p`
  margin: ${({ theme }) => `${theme.space(1.5)} 0 ${theme.space(6)}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.55;
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    word-break: break-all;
  }
`;
