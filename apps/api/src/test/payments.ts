import { createPaymentAnswerSchema } from '@amora/contracts';
import type { DataSource } from 'typeorm';
import { as, type TestMember } from './profiles.js';
import type { TestApp } from './test-app.js';

/** Starts a payment as the member; answers the parsed answer (expects 200). */
export async function startPayment(t: TestApp, host: string, who: TestMember, body: Record<string, unknown>) {
  const response = await as(t.http, host, who).post('/api/payments.php', body);
  if (response.status !== 200)
    throw new Error(`payments.php ${response.status}: ${JSON.stringify(response.body)}`);
  return createPaymentAnswerSchema.parse(response.body);
}

/** The simulator's id of a payment (`sim_…`), from its checkout URL. */
export const simulatorIdOf = (checkoutUrl: string | null) =>
  new URL(checkoutUrl ?? 'http://none').searchParams.get('id') ?? '';

/** Clicks a button of the simulator's checkout page, as the buyer's browser posts the form. */
export const chooseOnSimulator = (t: TestApp, host: string, simulatorId: string, outcome: string) =>
  t.http
    .post(`/api/simulator.php?id=${encodeURIComponent(simulatorId)}`)
    .set('Host', host)
    .type('form')
    .send({ outcome });

/** Changes the payment at the simulator only (as the bank would), without telling the site. */
export const setSimulatorStatus = (db: DataSource, simulatorId: string, status: string) =>
  db.query('UPDATE simulator_payment SET status = $2 WHERE id = $1', [simulatorId, status]);

/** The provider's webhook call: a form with the id. */
export const postWebhook = (t: TestApp, host: string, id: string) =>
  t.http.post('/api/payment-webhook.php').set('Host', host).type('form').send({ id });

export async function ledgerOf(db: DataSource, memberId: number) {
  return (await db.query(
    'SELECT delta, reason, reference, idempotency_key FROM credit_ledger WHERE member_id = $1 ORDER BY id',
    [memberId],
  )) as { delta: number; reason: string; reference: string | null; idempotency_key: string }[];
}

export async function paymentRow(db: DataSource, id: number) {
  const [row] = await db.query('SELECT * FROM payment WHERE id = $1', [id]);
  return row as { status: string; amount: number; list_amount: number; discount_code_id: number | null };
}

export const isPaidUser = async (db: DataSource, memberId: number): Promise<boolean> =>
  (await db.query('SELECT paid_user FROM member WHERE id = $1', [memberId]))[0].paid_user;
