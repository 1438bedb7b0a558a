import { type AuditQuery, auditAnswerSchema, auditQuerySchema } from '@amora/contracts';
import { ADMIN_PATHS } from '../../lib/admin-paths';
import { api, withQuery } from '../../lib/api-client';

export function browseAudit(query: AuditQuery, cursor?: string) {
  const { staff_id, tenant_id, ...rest } = auditQuerySchema.parse({ ...query, cursor });
  return api.get(withQuery(ADMIN_PATHS.adminAudit, { ...rest, staff_id, tenant_id }), auditAnswerSchema);
}
