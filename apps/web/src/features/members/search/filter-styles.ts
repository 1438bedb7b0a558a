import styled, { css } from 'styled-components';

export const FilterForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};

  /* a little less padding than other forms' selects: room for "Mikä tahansa etäisyys" in the sidebar */
  select {
    padding-left: ${({ theme }) => theme.space(3)};
    padding-right: ${({ theme }) => theme.space(8)};
    background-position: right ${({ theme }) => theme.space(3)} center;
  }
`;

/**
 * From and to age: side by side while both labels and the longest value ("Peu importe") fit on one
 * line, stacked otherwise. Each field is at least as wide as its content, so the row wraps instead
 * of cutting the value or breaking a label; the error below does not count (it wraps in any width).
 */
export const Pair = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};

  > * {
    flex: 1 1 0;
    min-width: max-content;
  }
  p {
    width: 0;
    min-width: 100%;
  }
`;

/** In the phone's sheet the buttons stay in reach at its bottom edge while the fields scroll. */
const stickyActions = css`
  position: sticky;
  bottom: -${({ theme }) => theme.space(6)};
  margin: 0 -${({ theme }) => theme.space(6)} -${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)} ${theme.space(6)}`};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 -8px 16px -12px rgba(28, 19, 38, 0.25);

  ${({ theme }) => theme.media.sm} {
    bottom: -${({ theme }) => theme.space(8)};
    margin: 0 -${({ theme }) => theme.space(8)} -${({ theme }) => theme.space(8)};
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(8)} ${theme.space(8)}`};
  }
`;

export const FilterActions = styled.div<{ $sticky?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
  ${({ $sticky }) => $sticky && stickyActions}
`;

export const Hint = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary.muted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary.text};
  }
  a {
    color: ${({ theme }) => theme.colors.primary.text};
    font-weight: 650;
  }
`;
