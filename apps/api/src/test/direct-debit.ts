import { randomInt } from 'node:crypto';
import { composeIBAN } from 'ibantools';
import type { DataSource } from 'typeorm';

/** A valid German IBAN of its own (a random account number), so that limits per IBAN stay apart. */
export function newIban(): string {
  const account = String(randomInt(0, 10_000_000_000)).padStart(10, '0');
  const iban = composeIBAN({ countryCode: 'DE', bban: `37040044${account}` });
  if (!iban) throw new Error('could not compose an IBAN');
  return iban;
}

/** The details of /directdebit for the bundle, every field filled in. */
export function mandateDetails(bundleId: number, overrides: Record<string, unknown> = {}) {
  return {
    bundle_id: bundleId,
    account_holder: 'Anna de Vries',
    iban: newIban(),
    street: 'Keizersgracht',
    house_number: '12a',
    postal_code: '1015 CJ',
    city: 'Amsterdam',
    mobile: '+31 6 12345678',
    ...overrides,
  };
}

/** The texts the embedded SMS sender kept for a member, oldest first. */
export function smsOf(db: DataSource, memberId: number): Promise<{ phone: string; body: string }[]> {
  return db.query('SELECT phone, body FROM sms_message WHERE member_id = $1 ORDER BY id', [memberId]);
}

/** The code of the member's last SMS, read from the outbox as the member reads it on the phone. */
export async function lastSmsCode(db: DataSource, memberId: number): Promise<string> {
  const texts = await smsOf(db, memberId);
  const code = texts.at(-1)?.body.match(/(\d{6})$/)?.[1];
  if (!code) throw new Error(`no SMS code for member ${memberId}`);
  return code;
}
