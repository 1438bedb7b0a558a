import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

export const MAIN_ID = 'main-content';

const Link = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(3)};
  top: -100px;
  z-index: 3000;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary.surface};
  color: ${({ theme }) => theme.colors.primary.onSurface};
  font-weight: 600;

  &:focus {
    top: ${({ theme }) => theme.space(3)};
  }
`;

/** Lets keyboard users jump over the navigation. */
export function SkipLink() {
  return (
    <Link href={`#${MAIN_ID}`}>
      <FormattedMessage id="app.skipToContent" />
    </Link>
  );
}
