import {
  okSchema,
  staffMeAnswerSchema,
  staffPasswordRequestSchema,
  totpConfirmRequestSchema,
  totpStartAnswerSchema,
  totpStartRequestSchema,
} from '@amora/contracts';
import type { z } from 'zod';
import { ADMIN_PATHS } from '../../lib/admin-paths';
import { api } from '../../lib/api-client';

export type PasswordChange = z.infer<typeof staffPasswordRequestSchema>;

export function changePassword(change: PasswordChange) {
  return api.post(ADMIN_PATHS.adminPassword, staffPasswordRequestSchema.parse(change), okSchema);
}

/** A new secret; with a second factor already on, `code` is the current app's code. */
export function startTotp(code?: string) {
  return api.post(ADMIN_PATHS.adminTotpStart, totpStartRequestSchema.parse({ code }), totpStartAnswerSchema);
}

export function confirmTotp(code: string) {
  return api.post(
    ADMIN_PATHS.adminTotpConfirm,
    totpConfirmRequestSchema.parse({ code }),
    staffMeAnswerSchema,
  );
}
