import type { PaymentMethod } from '@amora/contracts';
import styled from 'styled-components';

/**
 * A method's own mark when the provider sends no logo (the simulator): the wallet brands as a small
 * wordmark in their colour, a card and a bank drawn for the generic ones. Decorative: the name is beside it.
 */
const WORDMARKS: Partial<Record<PaymentMethod, { text: string; background: string; color: string }>> = {
  ideal: { text: 'iD', background: '#cc0066', color: '#ffffff' },
  paypal: { text: 'PP', background: '#003087', color: '#ffffff' },
  bancontact: { text: 'BC', background: '#005498', color: '#ffffff' },
  klarna: { text: 'K.', background: '#ffb3c7', color: '#17120f' },
};

const Wordmark = styled.span<{ $background: string; $color: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 24px;
  border-radius: 5px;
  background: ${({ $background }) => $background};
  color: ${({ $color }) => $color};
  font-size: 12px;
  font-weight: 800;
  font-style: italic;
  letter-spacing: -0.02em;
`;

function CardDrawing() {
  return (
    <svg width="30" height="22" viewBox="0 0 30 22" fill="none" aria-hidden="true">
      <rect x="1" y="1" width="28" height="20" rx="3" stroke="currentColor" strokeWidth="2" />
      <rect x="1" y="6" width="28" height="4" fill="currentColor" />
      <rect x="5" y="14" width="8" height="3" rx="1" fill="currentColor" />
    </svg>
  );
}

function BankDrawing() {
  return (
    <svg width="26" height="24" viewBox="0 0 26 24" fill="none" aria-hidden="true">
      <path d="M13 1 1 7v2h24V7L13 1Z" fill="currentColor" />
      <path d="M4 11v8M10 11v8M16 11v8M22 11v8" stroke="currentColor" strokeWidth="2.5" />
      <rect x="1" y="20" width="24" height="3" rx="1" fill="currentColor" />
    </svg>
  );
}

export function MethodMark({ method }: { method: PaymentMethod }) {
  const wordmark = WORDMARKS[method];
  if (wordmark) {
    return (
      <Wordmark $background={wordmark.background} $color={wordmark.color} data-testid="method-mark">
        {wordmark.text}
      </Wordmark>
    );
  }
  return method === 'creditcard' ? <CardDrawing /> : <BankDrawing />;
}
