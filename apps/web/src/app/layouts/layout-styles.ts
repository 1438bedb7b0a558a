import styled from 'styled-components';

/** A layout fills the viewport so the footer sits at the bottom of short pages. */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

export const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;

  &:focus {
    outline: none;
  }
`;
