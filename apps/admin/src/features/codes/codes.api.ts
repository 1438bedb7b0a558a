import {
  type AdminCodeCreate,
  type AdminCodesQuery,
  adminCodeAnswerSchema,
  adminCodeCreateAnswerSchema,
  adminCodeCreateSchema,
  adminCodesAnswerSchema,
  adminCodeUpdateSchema,
  adminCodeUsesAnswerSchema,
} from '@amora/contracts';
import type { z } from 'zod';
import { api, withQuery } from '../../lib/api-client';

const CODES_PATH = '/api/admin/codes.php';
const EXPORT_PATH = '/api/admin/codes-export.php';
const USES_PATH = '/api/admin/code-uses.php';

export type CodeFilters = Omit<AdminCodesQuery, 'cursor'>;

export function listCodes(filters: CodeFilters, cursor?: string) {
  return api.get(withQuery(CODES_PATH, { ...filters, cursor }), adminCodesAnswerSchema);
}

/** The CSV of these filters: a plain link, the staff cookie goes with it. */
export function codesExportUrl(filters: CodeFilters): string {
  return withQuery(EXPORT_PATH, { ...filters });
}

export function createCodes(body: AdminCodeCreate) {
  return api.post(CODES_PATH, adminCodeCreateSchema.parse(body), adminCodeCreateAnswerSchema);
}

export function updateCode(body: z.input<typeof adminCodeUpdateSchema>) {
  return api.patch(CODES_PATH, adminCodeUpdateSchema.parse(body), adminCodeAnswerSchema);
}

export function codeUses(id: number, cursor?: string) {
  return api.get(withQuery(USES_PATH, { id, cursor }), adminCodeUsesAnswerSchema);
}
