import styled from 'styled-components';

/** A centred column for the swipe game. */
export const Column = styled.div`
  width: 100%;
  max-width: 440px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(4)} ${theme.space(12)}`};

  ${({ theme }) => theme.media.sm} {
    padding-top: ${({ theme }) => theme.space(8)};
  }
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 800;
  line-height: 1.15;
`;

export const Intro = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.45;
`;
