import {
  type StaffCreate,
  type StaffUpdate,
  staffCreateAnswerSchema,
  staffCreateRequestSchema,
  staffListAnswerSchema,
  staffUpdateAnswerSchema,
  staffUpdateRequestSchema,
} from '@amora/contracts';
import { ADMIN_PATHS } from '../../lib/admin-paths';
import { api, withQuery } from '../../lib/api-client';

export interface StaffFilters {
  q: string;
  status: '' | 'active' | 'disabled';
}

export function listStaff(filters: StaffFilters, cursor?: string) {
  return api.get(
    withQuery(ADMIN_PATHS.adminStaffList, { ...filters, q: filters.q.trim(), cursor }),
    staffListAnswerSchema,
  );
}

export function createStaff(body: StaffCreate) {
  return api.post(
    ADMIN_PATHS.adminStaffCreate,
    staffCreateRequestSchema.parse(body),
    staffCreateAnswerSchema,
  );
}

export function updateStaff(body: StaffUpdate) {
  return api.patch(
    ADMIN_PATHS.adminStaffUpdate,
    staffUpdateRequestSchema.parse(body),
    staffUpdateAnswerSchema,
  );
}
