import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import type { TenantRef } from '../../persistence/tenant-scoped.js';
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
    const member = await db
      .getRepository(Member)
      .createQueryBuilder('member')
      .setLock('pessimistic_write')
      .where('member.id = :id AND member.tenant_id = :tenantId', { id: change.memberId, tenantId: tenant.id })
      .getOne();
    if (!member) throw new ApiError('not_found');

    const ledger = db.getRepository(CreditLedgerEntry);
    const earlier = await ledger.findOneBy({ tenantId: tenant.id, idempotencyKey: change.idempotencyKey });
    if (earlier) return member.credits;

    const balance = member.credits + change.delta;
    if (balance < 0) throw new ApiError('not_enough_credits');
    await ledger.insert({
      tenantId: tenant.id,
      memberId: member.id,
      delta: change.delta,
      balanceAfter: balance,
      reason: change.reason,
      reference: change.reference ?? null,
      idempotencyKey: change.idempotencyKey,
    });
    await db.getRepository(Member).update({ id: member.id }, { credits: balance });
    return balance;
  }
}
