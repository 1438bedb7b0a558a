import styled from 'styled-components';

const Mark = styled.span<{ $size: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ $size }) => Math.round($size / 3.5)}px;
  background: linear-gradient(
    140deg,
    ${({ theme }) => theme.colors.primary.surface},
    ${({ theme }) => theme.colors.secondary.surface}
  );
  color: #fff;
  box-shadow: inset 0 0 0 1px rgba(255, 255, 255, 0.14);
`;

/** The console's logo: the heart of the Amora family on the brand gradient. */
export function BrandMark({ size = 32 }: { size?: number }) {
  const icon = Math.round(size * 0.56);
  return (
    <Mark $size={size} aria-hidden="true">
      <svg
        width={icon}
        height={icon}
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 20.5s-7.5-4.6-9.4-9.3C1.4 8 3.3 4.5 6.8 4.5c2 0 3.4 1.1 4.2 2.4.8-1.3 2.2-2.4 4.2-2.4 3.5 0 5.4 3.5 4.2 6.7-1.9 4.7-7.4 9.3-7.4 9.3z" />
      </svg>
    </Mark>
  );
}
