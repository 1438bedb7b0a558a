import styled from 'styled-components';

export const ComboWrap = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
`;

export const ComboLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
`;

export const ComboInput = styled.input`
  width: 100%;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(4)};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary.text};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primary.muted};
  }
`;

export const SpinnerSlot = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space(4)};
  bottom: 16px;
  color: ${({ theme }) => theme.colors.primary.text};
`;

export const Listbox = styled.ul`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  z-index: 20;
  max-height: 280px;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &[hidden] {
    display: none;
  }
`;

export const Option = styled.li<{ $empty?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: 600;
  cursor: ${({ $empty }) => ($empty ? 'default' : 'pointer')};
  color: ${({ theme, $empty }) => ($empty ? theme.colors.textMuted : theme.colors.text)};

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary.muted};
  }
`;

export const OptionSub = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 400;
`;

export const CurrentPlace = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};

  strong {
    display: block;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

export const PinBubble = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.secondary.muted};
  color: ${({ theme }) => theme.colors.secondary.text};
`;

export const Or = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
