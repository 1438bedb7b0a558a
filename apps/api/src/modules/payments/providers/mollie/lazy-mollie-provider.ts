import { lazyImport } from '../../../../common/lazy-import.js';
import type { PaymentProvider } from '../payment-provider.js';
import { looksLikeMolliePaymentId } from './mollie-ids.js';
import type { MollieProvider } from './mollie-provider.js';

type Args<Method extends keyof PaymentProvider> = Parameters<PaymentProvider[Method]>;

/**
 * MollieProvider, made at the first Mollie call: @mollie/api-client (~20 MB resident) stays out of
 * every API process whose tenants never pay through Mollie (issue 10).
 */
export class LazyMollieProvider implements PaymentProvider {
  private readonly provider: () => Promise<MollieProvider>;

  constructor(...settings: ConstructorParameters<typeof MollieProvider>) {
    this.provider = lazyImport(
      async () => new (await import('./mollie-provider.js')).MollieProvider(...settings),
    );
  }

  async methods(...args: Args<'methods'>) {
    return (await this.provider()).methods(...args);
  }
  async createPayment(...args: Args<'createPayment'>) {
    return (await this.provider()).createPayment(...args);
  }
  looksLikePaymentId(id: string) {
    return looksLikeMolliePaymentId(id);
  }
  async getPayment(...args: Args<'getPayment'>) {
    return (await this.provider()).getPayment(...args);
  }
  async createCustomer(...args: Args<'createCustomer'>) {
    return (await this.provider()).createCustomer(...args);
  }
  async findMandate(...args: Args<'findMandate'>) {
    return (await this.provider()).findMandate(...args);
  }
  async createMandate(...args: Args<'createMandate'>) {
    return (await this.provider()).createMandate(...args);
  }
  async refund(...args: Args<'refund'>) {
    return (await this.provider()).refund(...args);
  }
}
