import { createApiClient } from '../../../lib/api';

/**
 * The search's own client: one quick retry, then the error, so the page offers "Try again" (and keeps
 * the cached results) instead of skeletons for the eight seconds the app's five retries take. A longer
 * Retry-After than a second is shown as the error too. search.php never answers 403
 * `authentication_required` (a visitor is refused with `search_requires_login`), so this client needs
 * no session listener as the app's `api` has.
 */
export const searchApi = createApiClient({ retries: 1, maxDelayMs: 1000 });
