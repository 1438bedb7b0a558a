import type { AdminTenant } from '@amora/contracts';
import type { IntlShape } from 'react-intl';

/** The pool as staff read it: a niche's shared pool, or the tenant's own. */
export function poolLabel(intl: IntlShape, pool: string, tenantName: (id: number) => string): string {
  const [kind, value] = pool.split(':');
  if (kind === 'niche') return intl.formatMessage({ id: 'profiles.pool.niche' }, { niche: value });
  return intl.formatMessage({ id: 'profiles.pool.tenant' }, { tenant: tenantName(Number(value)) });
}

/** The pool a tenant's members meet profiles from (profile_pool_of in the database). */
export const poolOfTenant = (tenant: Pick<AdminTenant, 'id' | 'niche' | 'share_profile_pool'>) =>
  tenant.share_profile_pool ? `niche:${tenant.niche}` : `tenant:${tenant.id}`;

/** A stored photo's address under the tenant's media prefix. */
export const mediaUrl = (cdnPrefix: string, file: string) =>
  `${cdnPrefix.replace(/\/+$/, '')}/${file.replace(/^\/+/, '')}`;
