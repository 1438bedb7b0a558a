import { randomUUID } from 'node:crypto';
import { type LiveEvent, liveEventSchema } from '@amora/contracts';
import { EventBus } from '../common/events/event-bus.js';
import { CreditLedgerService } from '../modules/credits/credit-ledger.service.js';
import type { TenantRef } from '../persistence/tenant-scoped.js';
import type { TestApp } from './test-app.js';

/** Books what it takes for the member to hold exactly `credits`, through the ledger as the API does. */
export async function setCredits(t: TestApp, tenant: TenantRef, memberId: number, credits: number) {
  await t.dataSource.transaction(async (db) => {
    const [{ credits: now }] = await db.query('SELECT credits FROM member WHERE id = $1', [memberId]);
    if (now === credits) return;
    await t.app.get(CreditLedgerService).book(db, tenant, {
      memberId,
      delta: credits - now,
      reason: 'test',
      idempotencyKey: `test:${randomUUID()}`,
    });
  });
}

export const creditsOf = async (t: TestApp, memberId: number): Promise<number> =>
  (await t.dataSource.query('SELECT credits FROM member WHERE id = $1', [memberId]))[0].credits;

export interface ReceivedEvent {
  memberId: number;
  event: LiveEvent;
}

/** Every live event the app publishes from now on, checked against the contract (empty it between tests). */
export function recordLiveEvents(t: TestApp): ReceivedEvent[] {
  const events: ReceivedEvent[] = [];
  t.app.get(EventBus).subscribe('member.event', ({ memberId, data }) => {
    events.push({ memberId, event: liveEventSchema.parse(data) });
  });
  return events;
}
