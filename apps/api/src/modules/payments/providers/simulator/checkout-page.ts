import { createTheme, type Palette } from '@amora/theme';
import { checkoutTexts } from './checkout-texts.js';
import type { SimulatorOutcome } from './simulator-checkout.js';
import type { SimulatorPayment } from './simulator-payment.entity.js';
import { METHOD_NAMES } from './simulator-provider.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The colour of each button: the happy path stands out, the bank's refusals warn. */
const TONES: Record<SimulatorOutcome, 'success' | 'danger' | 'plain'> = {
  paid: 'success',
  pending: 'plain',
  failed: 'danger',
  canceled: 'plain',
  expired: 'plain',
  refund: 'plain',
  chargeback: 'danger',
  decline_recurring: 'plain',
};

export interface CheckoutPageInput {
  tenantName: string;
  theme: Partial<Palette>;
  locale: string;
  payment: SimulatorPayment;
  outcomes: readonly SimulatorOutcome[];
}

function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency });
  } catch {
    return new Intl.NumberFormat('en', { style: 'currency', currency });
  }
}

function formatAmount(amount: number, currency: string, locale: string): string {
  const format = currencyFormat(locale, currency);
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/**
 * The simulator's checkout page in the tenant's colours and language. Like Mollie's test mode, it says
 * plainly that no money moves, and offers the outcomes the payment's state allows.
 */
export function checkoutPage({ tenantName, theme, locale, payment, outcomes }: CheckoutPageInput): string {
  const { colors } = createTheme(theme);
  const amount = formatAmount(payment.amount, payment.currency, locale);
  const action = `/api/simulator.php?id=${encodeURIComponent(payment.id)}`;
  const texts = checkoutTexts(locale);
  const buttons = outcomes
    .map(
      (outcome) =>
        `<button type="submit" name="outcome" value="${outcome}" class="${TONES[outcome]}" data-testid="simulator-${outcome}">${escapeHtml(texts.outcomes[outcome])}</button>`,
    )
    .join('\n');
  const back = texts.back.replace('{site}', tenantName);
  return `<!doctype html>
<html lang="${escapeHtml(locale.slice(0, 2))}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(tenantName)} · ${escapeHtml(texts.title)}</title>
<style>
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif;
    background: ${colors.background}; color: ${colors.text}; display: flex; align-items: center; justify-content: center; padding: 16px; }
  main { width: 100%; max-width: 420px; background: ${colors.surface}; border: 1px solid ${colors.border};
    border-radius: 20px; box-shadow: 0 8px 32px rgba(28,19,38,.10); overflow: hidden; }
  header { background: ${colors.primary.surface}; color: ${colors.primary.onSurface}; padding: 20px 24px; }
  header strong { font-size: 18px; display: block; }
  header span { opacity: .85; font-size: 14px; }
  section { padding: 24px; }
  .amount { font-size: 32px; font-weight: 700; margin: 0; }
  .muted { color: ${colors.textMuted}; font-size: 14px; margin: 4px 0 0; }
  .status { display: inline-block; margin-top: 12px; padding: 2px 10px; border-radius: 999px;
    background: ${colors.primary.muted}; color: ${colors.primary.text}; font-size: 13px; font-weight: 600; }
  form { display: grid; gap: 10px; margin-top: 24px; }
  button { font: inherit; font-weight: 600; padding: 12px 16px; border-radius: 12px; cursor: pointer;
    border: 1px solid ${colors.border}; background: ${colors.surface}; color: ${colors.text}; }
  button:hover { background: ${colors.background}; }
  button.success { background: ${colors.success.surface}; color: ${colors.success.onSurface}; border-color: transparent; }
  button.danger { color: ${colors.danger}; border-color: ${colors.danger}; }
  .back { display: block; margin-top: 20px; text-align: center; color: ${colors.primary.text}; }
  .note { font-size: 13px; color: ${colors.textMuted}; margin-top: 16px; text-align: center; }
</style></head>
<body><main data-testid="simulator-checkout">
<header><strong>${escapeHtml(tenantName)}</strong><span>${escapeHtml(texts.title)} · ${escapeHtml(texts.testMode)}</span></header>
<section>
  <p class="amount">${escapeHtml(amount)}</p>
  <p class="muted">${escapeHtml(payment.description)}${payment.method ? ` · ${escapeHtml(METHOD_NAMES[payment.method])}` : ''}</p>
  <span class="status" data-testid="simulator-status" data-status="${payment.status}">${escapeHtml(texts.statuses[payment.status])}</span>
  ${outcomes.length > 0 ? `<form method="post" action="${action}">\n${buttons}\n</form>` : `<p class="note">${escapeHtml(texts.nothingLeft)}</p>`}
  <a class="back" href="${escapeHtml(payment.redirectUrl)}">${escapeHtml(back)}</a>
</section>
</main></body></html>`;
}
