/**
 * Every route of the member site (spec §2), by name. The web app registers exactly these, and the API
 * uses the same table to answer 404 for a path no route matches.
 */
export type Layout = 'default' | 'chat' | 'lander' | 'empty';
export interface WebRoute {
  path: string;
  layout: Layout;
}

const LANDERS = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;
export const STATIC_PAGES = [
  'ban',
  'cookies',
  'faq',
  'privacy',
  'return-policy',
  'service',
  'terms',
] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

const route = (path: string, layout: Layout = 'default'): WebRoute => ({ path, layout });

export const WEB_ROUTES = {
  home: route('/'),
  login: route('/login'),
  signup: route('/signup'),
  'complete-signup': route('/complete-signup', 'empty'),
  'reset-password': route('/reset-password'),
  'reset-password-do': route('/reset-password/do'),
  'activate-done': route('/activate/done'),
  'activate-error': route('/activate/error'),
  'mail-change-do': route('/mail-change/do'),
  'account-deleted': route('/account-deleted'),
  members: route('/members'),
  'members-id': route('/members/:id'),
  'members-id-chat': route('/members/:id/chat', 'chat'),
  'members-id-landing': route('/members/:id/landing', 'lander'),
  'members-id-signup': route('/members/:id/signup', 'empty'),
  'members-id-landing2-slug': route('/members/:id/landing2/:slug?', 'lander'),
  'members-id-landing3-slug': route('/members/:id/landing3/:slug?', 'lander'),
  chats: route('/chats', 'chat'),
  'chats-id': route('/chats/:id', 'chat'),
  likes: route('/likes'),
  'likes-type': route('/likes/:type'),
  'likes-m-id': route('/likes/m/:id'),
  credits: route('/credits'),
  'credits-id-paymentmethod': route('/credits/:id/:paymentmethod?'),
  'credits-repeat-order': route('/credits/repeat-order'),
  directdebit: route('/directdebit'),
  'transactions-id': route('/transactions/:id?'),
  premium: route('/premium'),
  pricing: route('/pricing'),
  profile: route('/profile'),
  notifications: route('/notifications'),
  settings: route('/settings'),
  complaints: route('/complaints'),
  'match-finder': route('/match-finder'),
  'signup-matches': route('/signup-matches', 'empty'),
  'swipe-game': route('/swipe-game'),
  'lang-config': route('/lang-config', 'empty'),
  'landers-tinderswipe': route('/landers/tinderswipe', 'lander'),
  ...Object.fromEntries(
    LANDERS.map((name) => [`landers-${name}-slug`, route(`/landers/${name}/:slug?`, 'lander')]),
  ),
  ...Object.fromEntries(STATIC_PAGES.map((page) => [page, route(`/${page}`)])),
  token: route('/:token'),
} as Record<string, WebRoute>;

export type WebRouteName = keyof typeof WEB_ROUTES;

/** A `/{token}` link (auto-login links in e-mails) is long and random; anything shorter is a 404. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

function toRegExp(path: string): RegExp {
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === ':token') return `/${TOKEN_PATTERN.source.slice(1, -1)}`;
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source || '/'}/?$`);
}

// Like react-router's ranking: a path without parameters wins over one with them (`/credits/repeat-order`
// before `/credits/:id`), and the catch-all `/:token` comes last.
const rank = (path: string) => (path === '/:token' ? 2 : path.includes(':') ? 1 : 0);
const COMPILED = Object.entries(WEB_ROUTES)
  .map(([name, r]) => ({ name, ...r, regexp: toRegExp(r.path) }))
  .sort((a, b) => rank(a.path) - rank(b.path));

/** The route a pathname belongs to, or null for a 404. */
export function matchWebRoute(pathname: string): (WebRoute & { name: string }) | null {
  const found = COMPILED.find((r) => r.regexp.test(pathname));
  return found ? { name: found.name, path: found.path, layout: found.layout } : null;
}
