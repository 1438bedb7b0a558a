import type { Bundle, BundlesAnswer, Discount, PaymentMethodInfo } from '@amora/contracts';
import type { FakeRoutes } from '../../test-utils/render-app';
import { userFixture } from '../../test-utils/user-fixture';

export const freeMember: FakeRoutes = {
  'GET /api/user.php': { body: { user: userFixture({ language: 'en', credits: 0 }) } },
};
export const premiumMember: FakeRoutes = {
  'GET /api/user.php': { body: { user: userFixture({ language: 'en', credits: 4, paid_user: true }) } },
};

/** A bundle in EUR: `amount` minor units for `credits`, 10 credits a message, with `pct` off. */
export function bundle(id: number, credits: number, amount: number, pct = 0, best_value = false): Bundle {
  const discounted = pct ? Math.round((amount * (10000 - pct * 100)) / 10000) : amount;
  return {
    id,
    credits,
    amount,
    currency: 'EUR',
    discounted_amount: discounted,
    message_price: Math.round((discounted / credits) * 10),
    best_value,
  };
}

export function discount(overrides: Partial<Discount> = {}): Discount {
  return {
    code: 'WELCOME25',
    kind: 'welcome',
    value_percentage: 25,
    country: null,
    currency: null,
    minimum_order_value: null,
    paymentmethods: null,
    validity: 'once-per-user',
    status: 'active',
    user_id: null,
    expires: '2030-01-01T00:00:00Z',
    expired: false,
    seconds_left: 3 * 24 * 3600,
    duration: null,
    ...overrides,
  };
}

export function bundlesAnswer(bundles: Bundle[], active: Discount | null = null): BundlesAnswer {
  return { country: 'NL', currency: 'EUR', message_credits: 10, bundles, discount: active };
}

/** The demo prices: 50 credits €9.99, 100 credits €17.99 (best value), 250 credits €39.99. */
export const standardBundles = (pct = 0) => [
  bundle(1, 50, 999, pct),
  bundle(2, 100, 1799, pct, true),
  bundle(3, 250, 3999, pct),
];

export const method = (id: PaymentMethodInfo['id'], description: string): PaymentMethodInfo => ({
  id,
  description,
  image: `/api/simulator-logo/${id}.svg`,
});

type Answer = { status?: number; body: unknown };

/**
 * Answers that depend on the query (installFetch routes by path only): `byUrl` sees the whole URL and
 * answers, or returns undefined to leave the request to the routes.
 */
export function answerByUrl(fetch: jest.Mock, byUrl: (url: string) => Answer | undefined) {
  const routes = fetch.getMockImplementation() as (url: string, init?: RequestInit) => Promise<unknown>;
  fetch.mockImplementation(async (url: string, init?: RequestInit) => {
    const answer = (init?.method ?? 'GET') === 'GET' ? byUrl(String(url)) : undefined;
    if (!answer) return routes(url, init);
    const status = answer.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => JSON.stringify(answer.body),
      headers: { get: () => null },
    };
  });
}
