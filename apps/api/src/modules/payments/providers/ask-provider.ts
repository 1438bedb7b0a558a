import { ApiError } from '../../../common/api-error.js';
import { ProviderUnavailableError } from './payment-provider.js';

/** The provider's answer, or payment_provider_unavailable (503) when it cannot be reached. */
export async function askProvider<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new ApiError('payment_provider_unavailable');
    throw error;
  }
}
