import type {
  ApiResponse,
  accountSettingsUpdateSchema,
  blockRequestSchema,
  deleteAccountRequestSchema,
  emailChangeRequestSchema,
  passwordChangeRequestSchema,
  tokenRequestSchema,
} from '@amora/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api';

/**
 * The request bodies of the account calls, from the contract's request schemas. The route table only
 * types answers, so this keeps a body that drifts from its schema a compile error here.
 */
type AccountBodies = {
  requestEmailChange: z.input<typeof emailChangeRequestSchema>;
  confirmEmailChange: z.input<typeof tokenRequestSchema>;
  changePassword: z.input<typeof passwordChangeRequestSchema>;
  updateAccountSettings: z.input<typeof accountSettingsUpdateSchema>;
  unblock: z.input<typeof blockRequestSchema>;
  deleteAccount: z.input<typeof deleteAccountRequestSchema>;
};

export function sendAccount<N extends keyof AccountBodies>(
  name: N,
  body: AccountBodies[N],
): Promise<ApiResponse<N>> {
  return api.request(name, { body });
}
