import { randomBytes } from 'node:crypto';
import type { PaymentStatus, simulatorActionSchema } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { ApiError } from '../../../../common/api-error.js';
import { type TenantRef, tenantScoped } from '../../../../persistence/tenant-scoped.js';
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
    return tenantScoped(this.db, SimulatorPayment).findOne(tenant, { id });
  }

  /** Applies the outcome; one the payment's state does not allow answers payment_not_found. */
  async apply(tenant: TenantRef, id: string, outcome: SimulatorOutcome): Promise<SimulatorPayment> {
    return this.db.transaction(async (db) => {
      const payments = tenantScoped(db, SimulatorPayment);
      const row = await payments.findOne(tenant, { id }, { lock: { mode: 'pessimistic_write' } });
      if (!row || !ALLOWED[row.status].includes(outcome)) throw new ApiError('payment_not_found');
      await this.change(db, tenant, row, outcome);
      const { status, mandateId, refunds, chargebacks } = row;
      await payments.update(tenant, { id }, { status, mandateId, refunds, chargebacks });
      return row;
    });
  }

  private async change(
    db: EntityManager,
    tenant: TenantRef,
    row: SimulatorPayment,
    outcome: SimulatorOutcome,
  ) {
    if (outcome === 'refund') row.refunds = [...row.refunds, { id: newId('sim_re'), amount: row.amount }];
    else if (outcome === 'chargeback') {
      row.chargebacks = [...row.chargebacks, { id: newId('sim_chb'), amount: row.amount }];
    } else if (outcome === 'decline_recurring') {
      await tenantScoped(db, SimulatorMandate).update(
        tenant,
        { customerId: row.customerId ?? '' },
        { status: 'invalid' },
      );
    } else {
      row.status = outcome;
      if (outcome === 'paid') row.mandateId = await this.mandateOfFirstPayment(db, tenant, row);
    }
  }

  /** A paid `first` payment leaves a mandate for the method, which later recurring charges use. */
  private async mandateOfFirstPayment(
    db: EntityManager,
    tenant: TenantRef,
    row: SimulatorPayment,
  ): Promise<string | null> {
    if (row.sequenceType !== 'first' || !row.customerId || !row.method) return row.mandateId;
    const id = newId('sim_mdt');
    await tenantScoped(db, SimulatorMandate).insert(tenant, [
      { id, customerId: row.customerId, method: row.method },
    ]);
    return id;
  }
}
