import styled from 'styled-components';

export type CardElevation = 'flat' | 'raised' | 'floating';

/** A white surface with the theme's radius; `$padding` in theme spacing steps (4 px). */
export const Card = styled.div<{ $elevation?: CardElevation; $padding?: number }>`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme, $elevation = 'raised' }) => ($elevation === 'flat' ? theme.colors.border : 'transparent')};
  box-shadow: ${({ theme, $elevation = 'raised' }) =>
    $elevation === 'flat' ? 'none' : $elevation === 'floating' ? theme.shadows.lg : theme.shadows.md};
  padding: ${({ theme, $padding = 6 }) => theme.space($padding)};
`;
