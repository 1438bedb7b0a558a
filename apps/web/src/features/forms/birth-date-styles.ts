import styled from 'styled-components';

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  /* marked like an invalid single field; the focus colour still shows where the member is */
  &[aria-invalid='true'] select:not(:focus-visible) {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** As the label of a single field, a little further from the selects' own labels below it. */
export const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space(2.5)};
  padding: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 650;
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * Day, month and year in one row: day and year as wide as their longest value, the month takes the
 * rest. Where the month's longest name would not fit beside them ("październik" below 375 px), the
 * year goes to the next line, in the order the keyboard takes them. The selects' padding is a little
 * tighter than elsewhere.
 */
export const DateRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};

  & > * {
    flex: none;
  }
  & > :nth-child(2) {
    flex: 1 1 auto;
    min-width: 0;
  }
  select {
    padding-left: ${({ theme }) => theme.space(3)};
    padding-right: ${({ theme }) => theme.space(7)};
    background-position: right ${({ theme }) => theme.space(2.5)} center;
  }
`;
