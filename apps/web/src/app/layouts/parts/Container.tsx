import styled from 'styled-components';

const WIDTHS = { narrow: 760, regular: 1200 } as const;

/** The page's content column: full width on phones, centred with side room from 576 px. */
export const Container = styled.div<{ $width?: keyof typeof WIDTHS }>`
  width: 100%;
  max-width: ${({ $width = 'regular' }) => WIDTHS[$width]}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.sm} {
    padding: 0 ${({ theme }) => theme.space(6)};
  }

  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space(8)};
  }
`;
