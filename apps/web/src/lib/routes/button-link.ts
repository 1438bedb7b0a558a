import { type ButtonStyleProps, buttonStyles } from '@amora/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

/** A router link that looks like a Button (`$variant`, `$size`, `$fullWidth`). */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
