import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { InjectEnv } from '../../../config/config.module.js';
import type { Env } from '../../../config/env.js';
import { Tenant } from '../../../tenancy/tenant.entity.js';
import { LazyMollieProvider } from './mollie/lazy-mollie-provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { SimulatorProvider } from './simulator/simulator-provider.js';

/** The tenant's payment service (DESIGN.md §9): the simulator unless the tenant chose Mollie. */
@Injectable()
export class PaymentProviders {
  private readonly mollie: LazyMollieProvider;

  constructor(
    private readonly simulator: SimulatorProvider,
    db: DataSource,
    @InjectEnv() env: Env,
  ) {
    // the key is read when needed, never kept on the tenant the rest of the app passes around
    const apiKeyOf = async (tenant: Tenant) => {
      const row = await db
        .getRepository(Tenant)
        .findOne({ where: { id: tenant.id }, select: { id: true, mollieApiKey: true } });
      return row?.mollieApiKey ?? null;
    };
    this.mollie = new LazyMollieProvider(apiKeyOf, env.MOLLIE_API_ENDPOINT, env.MOLLIE_TIMEOUT_MS);
  }

  for(tenant: Pick<Tenant, 'paymentProvider'>): PaymentProvider {
    return tenant.paymentProvider === 'mollie' ? this.mollie : this.simulator;
  }
}
