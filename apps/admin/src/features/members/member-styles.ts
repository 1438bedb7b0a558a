import styled from 'styled-components';

/** A titled block of the member's page (profile, account, a list). */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** "Label  value" pairs: two columns on wide screens, stacked on phones. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.sm};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 160px minmax(0, 1fr);
  }
  dt {
    font-size: 12px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.font.size.sm};
    }
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
    ${({ theme }) => theme.media.md} {
      margin: 0;
    }
  }
`;

/** The main panels beside each other from tablets on. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

export const Mono = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 12.5px;
`;

/** A ledger change: green when credits came in, plain when they went out. */
export const Delta = styled.span<{ $positive: boolean }>`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  color: ${({ theme, $positive }) => ($positive ? theme.colors.success.text : theme.colors.text)};
`;

export const Numeric = styled.span`
  font-variant-numeric: tabular-nums;
`;

/** Several bits of one cell kept on one line where they fit (the phone layout stacks each child). */
export const Inline = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space(1.5)};
`;

/** What a section says when its list is empty. */
export const Empty = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
