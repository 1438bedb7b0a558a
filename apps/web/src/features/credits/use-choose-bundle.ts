import type { Bundle } from '@amora/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useUser } from '../../app/providers/SessionContext';
import { pathTo } from '../../lib/routes/paths';
import { withReturn } from './return-path';

/** /credits/{id}, with the typed code (and the way back after paying) kept in the query. */
export function methodPagePath(
  bundleId: number,
  code: string | null,
  method?: string,
  returnTo: string | null = null,
): string {
  const path = pathTo('credits-id-paymentmethod', { id: String(bundleId), paymentmethod: method });
  return withReturn(code ? `${path}?${new URLSearchParams({ code })}` : path, returnTo);
}

/** Choosing a bundle: members go on to its payment methods, visitors log in first and come back there. */
export function useChooseBundle(code: string | null, returnTo: string | null = null) {
  const user = useUser();
  const navigate = useNavigate();
  return useCallback(
    (bundle: Bundle) => {
      const next = methodPagePath(bundle.id, code, undefined, returnTo);
      navigate(user ? next : `${pathTo('login')}?redirect=${encodeURIComponent(next)}`);
    },
    [code, navigate, user, returnTo],
  );
}
