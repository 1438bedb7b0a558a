import type { Bundle } from '@amora/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useUser } from '../../app/providers/SessionContext';
import { pathTo } from '../../lib/routes/paths';

/** /credits/{id}, with the typed code kept in the query. */
export function methodPagePath(bundleId: number, code: string | null, method?: string): string {
  const path = pathTo('credits-id-paymentmethod', { id: String(bundleId), paymentmethod: method });
  return code ? `${path}?${new URLSearchParams({ code })}` : path;
}

/** Choosing a bundle: members go on to its payment methods, visitors log in first and come back there. */
export function useChooseBundle(code: string | null) {
  const user = useUser();
  const navigate = useNavigate();
  return useCallback(
    (bundle: Bundle) => {
      const next = methodPagePath(bundle.id, code);
      navigate(user ? next : `${pathTo('login')}?redirect=${encodeURIComponent(next)}`);
    },
    [code, navigate, user],
  );
}
