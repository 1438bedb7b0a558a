import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { type TenantRef, tenantScoped } from '../../persistence/tenant-scoped.js';
import { Member } from '../accounts/entities/member.entity.js';
import { CreditLedgerEntry } from './credit-ledger.entity.js';

export interface CreditChange {
  memberId: number;
  delta: number;
  reason: string;
  reference?: string;
  /** The same key twice books once (a webhook that arrives again, a retried request). */
  idempotencyKey: string;
}

/**
 * The only way credits change (DESIGN.md §5): inside the caller's transaction, the member row is locked,
 * the ledger gets an entry and the cached balance follows. A balance never goes below zero.
 */
@Injectable()
export class CreditLedgerService {
  async book(db: EntityManager, tenant: TenantRef, change: CreditChange): Promise<number> {
    const members = tenantScoped(db, Member);
    const member = await members.findOne(
      tenant,
      { id: change.memberId },
      { lock: { mode: 'pessimistic_write' } },
    );
    if (!member) throw new ApiError('not_found');

    const ledger = tenantScoped(db, CreditLedgerEntry);
    const earlier = await ledger.findOne(tenant, { idempotencyKey: change.idempotencyKey });
    if (earlier) return member.credits;

    const balance = member.credits + change.delta;
    if (balance < 0) throw new ApiError('not_enough_credits');
    await ledger.insert(tenant, [
      {
        memberId: member.id,
        delta: change.delta,
        balanceAfter: balance,
        reason: change.reason,
        reference: change.reference ?? null,
        idempotencyKey: change.idempotencyKey,
      },
    ]);
    await members.update(tenant, { id: member.id }, { credits: balance });
    return balance;
  }
}
