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

/**
 * The buttons stay in reach at the bottom edge of the box whose fields scroll under them: the phone's sheet
 * (padding 6, 8 from sm) or the desktop sidebar (padding 4), where a long list of filters hid them and a
 * changed filter seemed to do nothing.
 */
const stickyActions = (inset: number, insetSm: number) => css`
  position: sticky;
  bottom: -${({ theme }) => theme.space(inset)};
  margin: 0 -${({ theme }) => theme.space(inset)} -${({ theme }) => theme.space(inset)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(inset)} ${theme.space(inset)}`};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 -8px 16px -12px rgba(28, 19, 38, 0.25);

  ${({ theme }) => theme.media.sm} {
    bottom: -${({ theme }) => theme.space(insetSm)};
    margin: 0 -${({ theme }) => theme.space(insetSm)} -${({ theme }) => theme.space(insetSm)};
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(insetSm)} ${theme.space(insetSm)}`};
  }
`;

export const FilterActions = styled.div<{ $inSheet?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
  ${({ $inSheet }) => ($inSheet ? stickyActions(6, 8) : stickyActions(4, 4))}
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
