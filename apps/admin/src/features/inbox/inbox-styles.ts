import styled from 'styled-components';

const PHONE = '@media (max-width: 899.98px)';

/** Queue and conversation side by side; on phones only one of them, with a way back. */
export const Panes = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-columns: minmax(260px, 360px) 1fr;
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;

  ${PHONE} {
    grid-template-columns: 1fr;
    & > :first-child {
      display: ${({ $open }) => ($open ? 'none' : 'block')};
    }
    & > :last-child {
      display: ${({ $open }) => ($open ? 'block' : 'none')};
    }
  }
`;

export const BackButton = styled.div`
  display: none;
  ${PHONE} {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
`;

export const Panel = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export const QueueList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

export const QueueItem = styled.button<{ $current: boolean }>`
  width: 100%;
  text-align: left;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.primary.main : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  cursor: pointer;
  display: grid;
  gap: 2px;
  font-size: ${({ theme }) => theme.font.size.sm};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: 2px;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

export const TextArea = styled.textarea`
  display: block;
  width: 100%;
  box-sizing: border-box;
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  resize: vertical;
`;

export const Bubble = styled.li<{ $member: boolean }>`
  max-width: 80%;
  justify-self: ${({ $member }) => ($member ? 'start' : 'end')};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const History = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-height: 420px;
  overflow-y: auto;
`;
