import { WEB_ROUTES } from '@amora/contracts';
import { matchPath, useSearchParams } from 'react-router';
import { local } from '../../lib/storage/safe-storage';
import { safeRedirect } from '../auth/safe-redirect';

/**
 * Where a member came from to buy credits (a conversation whose message waits for them), carried in
 * the buying pages' query as `?return=` and, across the provider's checkout, remembered for the
 * payment: its result page offers the way back first.
 */
const RETURN_PARAM = 'return';
const STORAGE_KEY = 'amora:payment-return';
const MAX_LENGTH = 512;

/** The path when it is one of this site (a query could name another site: never go there). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH) return null;
  return safeRedirect(value, '') || null;
}

/** `path` with the return path in its query (unchanged without one). */
export function withReturn(path: string, returnTo: string | null): string {
  if (!returnTo) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ [RETURN_PARAM]: returnTo })}`;
}

/** The page's `?return=`, when it is a path of this site. */
export function useReturnPath(): string | null {
  const [params] = useSearchParams();
  return safeReturnPath(params.get(RETURN_PARAM));
}

/** Kept in localStorage: a bank's app may bring the member back from the checkout in another tab. */
export function rememberReturn(paymentId: number, returnTo: string | null): void {
  if (returnTo) local.setItem(STORAGE_KEY, JSON.stringify({ paymentId, path: returnTo }));
}

/** The way back remembered for this payment, if any. */
export function rememberedReturn(paymentId: number): string | null {
  try {
    const stored = JSON.parse(local.getItem(STORAGE_KEY) ?? 'null') as {
      paymentId?: unknown;
      path?: unknown;
    };
    if (stored?.paymentId !== paymentId || typeof stored.path !== 'string') return null;
    return safeReturnPath(stored.path);
  } catch {
    return null;
  }
}

const CONVERSATION_ROUTES = ['chats-id', 'members-id-chat'];

/** A conversation's page (the way back is then named "back to your conversation"). */
export const isConversationPath = (path: string) =>
  CONVERSATION_ROUTES.some((name) => matchPath(WEB_ROUTES[name].path, path.split('?')[0]) !== null);
