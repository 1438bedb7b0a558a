import { type ButtonStyleProps, buttonStyles } from '@amora/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

/** A router link that looks like @amora/ui's <Button> (`$variant`, `$size`, `$fullWidth`). */
export const LinkButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
