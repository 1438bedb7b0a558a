import type { PaymentMethodInfo } from '@amora/contracts';
import { focusVisible, Icon, Spinner } from '@amora/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { MethodMark } from './MethodMark';
import { isBrand, MethodName } from './MethodName';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Tile = styled.button<{ $preferred: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 64px;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme, $preferred }) =>
    $preferred ? `2px solid ${theme.colors.primary.main}` : `1px solid ${theme.colors.border}`};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  transition: border-color 0.15s, box-shadow 0.15s;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary.main};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
  ${focusVisible}
`;

const Logo = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary.text};

  img {
    max-width: 40px;
    max-height: 28px;
  }
`;

/** The generic names are written for the middle of a sentence ("credit card"); a tile starts with a capital. */
const Name = styled.span<{ $generic: boolean }>`
  flex: 1;
  min-width: 0;

  &::first-letter {
    text-transform: ${({ $generic }) => ($generic ? 'uppercase' : 'none')};
  }
`;

const End = styled.span`
  flex: none;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The provider's logo of a method; the method's own mark when there is none or it cannot be loaded. */
function MethodLogo({ method }: { method: PaymentMethodInfo }) {
  const [broken, setBroken] = useState(false);
  return (
    <Logo aria-hidden="true">
      {method.image && !broken ? (
        <img src={method.image} alt="" onError={() => setBroken(true)} />
      ) : (
        <MethodMark method={method.id} />
      )}
    </Logo>
  );
}

export interface MethodListProps {
  methods: PaymentMethodInfo[];
  preferred: string | null;
  /** The method whose payment is being started (its tile shows a spinner, all are disabled). */
  starting: string | null;
  onPick: (method: PaymentMethodInfo) => void;
}

/** The methods the provider offers for this bundle, each a button that starts the payment. */
export function MethodList({ methods, preferred, starting, onPick }: MethodListProps) {
  return (
    <List data-testid="payment-methods">
      {methods.map((method) => (
        <li key={method.id}>
          <Tile
            type="button"
            $preferred={method.id === preferred}
            disabled={starting !== null}
            aria-busy={starting === method.id || undefined}
            onClick={() => onPick(method)}
            data-testid="payment-method"
            data-method={method.id}
          >
            <MethodLogo method={method} />
            {/* the app's own names: one language on the page, whatever the provider answers */}
            <Name $generic={!isBrand(method.id)} data-testid="payment-method-name">
              <MethodName method={method.id} />
            </Name>
            <End>
              {starting === method.id ? <Spinner size="sm" /> : <Icon name="chevronRight" size={20} />}
            </End>
          </Tile>
        </li>
      ))}
    </List>
  );
}
