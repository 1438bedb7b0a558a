import { randomBytes } from 'node:crypto';
import type { PaymentStatus, simulatorActionSchema } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { ApiError } from '../../../../common/api-error.js';
import type { TenantRef } from '../../../../persistence/tenant-scoped.js';
import { SimulatorMandate } from './simulator-mandate.entity.js';
import { SimulatorPayment } from './simulator-payment.entity.js';

export type SimulatorOutcome = z.infer<typeof simulatorActionSchema>['outcome'];

/** Which choices the checkout offers in each state, as a bank would allow them. */
const ALLOWED: Record<PaymentStatus, readonly SimulatorOutcome[]> = {
  open: ['paid', 'failed', 'canceled', 'pending', 'expired'],
  pending: ['paid', 'failed', 'expired'],
  paid: ['refund', 'chargeback', 'decline_recurring'],
  failed: [],
  canceled: [],
  expired: [],
};

export const outcomesFor = (status: PaymentStatus) => ALLOWED[status];

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/**
 * The buyer's (or the tester's) choice on the simulator's checkout page, applied to the simulator's own
 * record. The site learns of it only by asking, as it would ask Mollie.
 */
@Injectable()
export class SimulatorCheckout {
  constructor(private readonly db: DataSource) {}

  find(tenant: TenantRef, id: string): Promise<SimulatorPayment | null> {
    return this.db.getRepository(SimulatorPayment).findOneBy({ tenantId: tenant.id, id });
  }

  /** Applies the outcome; one the payment's state does not allow answers payment_not_found. */
  async apply(tenant: TenantRef, id: string, outcome: SimulatorOutcome): Promise<SimulatorPayment> {
    return this.db.transaction(async (db) => {
      const row = await db
        .getRepository(SimulatorPayment)
        .createQueryBuilder('p')
        .setLock('pessimistic_write')
        .where('p.tenant_id = :tenant AND p.id = :id', { tenant: tenant.id, id })
        .getOne();
      if (!row || !ALLOWED[row.status].includes(outcome)) throw new ApiError('payment_not_found');
      await this.change(db, row, outcome);
      await db.getRepository(SimulatorPayment).save(row);
      return row;
    });
  }

  private async change(db: EntityManager, row: SimulatorPayment, outcome: SimulatorOutcome) {
    if (outcome === 'refund') row.refunds = [...row.refunds, { id: newId('sim_re'), amount: row.amount }];
    else if (outcome === 'chargeback') {
      row.chargebacks = [...row.chargebacks, { id: newId('sim_chb'), amount: row.amount }];
    } else if (outcome === 'decline_recurring') {
      await db.update(
        SimulatorMandate,
        { tenantId: row.tenantId, customerId: row.customerId ?? '' },
        {
          status: 'invalid',
        },
      );
    } else {
      row.status = outcome;
      if (outcome === 'paid') row.mandateId = await this.mandateOfFirstPayment(db, row);
    }
  }

  /** A paid `first` payment leaves a mandate for the method, which later recurring charges use. */
  private async mandateOfFirstPayment(db: EntityManager, row: SimulatorPayment): Promise<string | null> {
    if (row.sequenceType !== 'first' || !row.customerId || !row.method) return row.mandateId;
    const id = newId('sim_mdt');
    await db.insert(SimulatorMandate, {
      tenantId: row.tenantId,
      id,
      customerId: row.customerId,
      method: row.method,
    });
    return id;
  }
}
