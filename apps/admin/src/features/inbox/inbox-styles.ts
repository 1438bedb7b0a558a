import styled, { css } from 'styled-components';

const PHONE = '@media (max-width: 899.98px)';
/** The conversation pane puts the context beside the thread once it has room for both. */
const WIDE_PANE = '@container inbox-pane (min-width: 680px)';

/** Queue and conversation side by side; on phones only one of them, with a way back. */
export const Panes = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-columns: minmax(260px, 340px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;

  ${PHONE} {
    grid-template-columns: minmax(0, 1fr);
    & > :first-child {
      display: ${({ $open }) => ($open ? 'none' : 'grid')};
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
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

export const Panel = styled.section`
  container: inbox-pane / inline-size;
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: 700;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Count = styled.span`
  min-width: 24px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary.muted};
  color: ${({ theme }) => theme.colors.primary.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 22px;
  text-align: center;
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
  background: ${({ theme, $current }) => ($current ? theme.colors.primary.muted : theme.colors.surface)};
  color: inherit;
  font: inherit;
  cursor: pointer;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space(3)};
  row-gap: 2px;
  font-size: ${({ theme }) => theme.font.size.sm};
  transition: border-color 120ms ease, background 120ms ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary.main};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: 2px;
  }
  & > :first-child {
    grid-row: span 3;
  }
`;

/** When it waits since, who holds it, and (with several sites) whose it is. */
export const EntryMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
`;

export const Ellipsis = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Avatar = styled.span<{ $size?: number }>`
  flex: none;
  display: grid;
  place-items: center;
  width: ${({ $size = 36 }) => $size}px;
  height: ${({ $size = 36 }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary.muted};
  color: ${({ theme }) => theme.colors.primary.text};
  font-weight: 700;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
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

/** The claim's state and its buttons, under the title. */
export const ClaimBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  & > :first-child {
    margin-right: auto;
  }
`;

export const TenantTag = styled.span`
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 18px;
`;

export const Countdown = styled.span<{ $urgent: boolean }>`
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  ${({ theme, $urgent }) =>
    $urgent
      ? css`
          background: #fff6e5;
          color: ${theme.colors.warning};
        `
      : css`
          background: ${theme.colors.primary.muted};
          color: ${theme.colors.primary.text};
        `}
`;

/** Thread beside the member and the notes when the pane is wide; stacked (member, thread, notes) when not. */
export const Workspace = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'member' 'thread' 'notes';

  ${WIDE_PANE} {
    grid-template-columns: minmax(0, 1fr) minmax(240px, 290px);
    grid-template-rows: auto 1fr;
    grid-template-areas: 'thread member' 'thread notes';
  }
`;

export const Area = styled.div<{ $area: 'member' | 'thread' | 'notes' }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
`;

export const Card = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export const CardLabel = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const TextArea = styled.textarea`
  display: block;
  width: 100%;
  box-sizing: border-box;
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  resize: vertical;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: 1px;
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.background};
    cursor: not-allowed;
  }
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

export const History = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-height: 440px;
  overflow-y: auto;
`;

export const Bubble = styled.li<{ $member: boolean }>`
  max-width: 85%;
  justify-self: ${({ $member }) => ($member ? 'start' : 'end')};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ $member }) => ($member ? 'border-bottom-left-radius: 4px;' : 'border-bottom-right-radius: 4px;')}
  border: 1px solid ${({ theme, $member }) => ($member ? theme.colors.border : 'transparent')};
  background: ${({ theme, $member }) => ($member ? theme.colors.surface : theme.colors.primary.muted)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Composer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};

  & > div:last-child {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
`;
