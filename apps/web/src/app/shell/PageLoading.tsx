import { Skeleton } from '@amora/ui';
import styled from 'styled-components';

const Frame = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(16)} ${theme.space(5)}`};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Shown while the first page's code loads: the shape of a page, not a spinner. */
export function PageLoading() {
  return (
    <Frame aria-busy="true">
      <Skeleton $width="60%" $height="36px" />
      <Skeleton $width="90%" $height="18px" />
      <Skeleton $width="75%" $height="18px" />
      <Skeleton $height="180px" $radius="lg" />
    </Frame>
  );
}
