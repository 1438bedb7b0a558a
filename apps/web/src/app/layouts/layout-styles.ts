import styled from 'styled-components';

/** A layout fills the viewport so the footer sits at the bottom of short pages. */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

/** `$pending`: laid out but not shown yet (the warning header above it may still come). */
export const Main = styled.main<{ $pending?: boolean }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  visibility: ${({ $pending }) => ($pending ? 'hidden' : 'visible')};

  &:focus {
    outline: none;
  }
`;
