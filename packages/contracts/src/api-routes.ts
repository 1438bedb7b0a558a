import { z } from 'zod';
import {
  accountSettingsSchema,
  blocksAnswerSchema,
  deleteOfferSchema,
  loggedInAnswerSchema,
  okSchema,
  retentionAnswerSchema,
  userAnswerSchema,
} from './account.js';
import { interestsSchema, regionsSchema } from './catalogue.js';
import { companyInfoSchema } from './company.js';
import { settingsSchema } from './settings.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface ApiRoute {
  method: HttpMethod;
  path: string;
  response: z.ZodType;
}

/** The API's calls (spec §7). The typed client in the apps and the API's 405 answers read this table. */
export const API_ROUTES = {
  settings: { method: 'GET', path: '/api/settings.php', response: settingsSchema },
  companyInfo: { method: 'GET', path: '/api/companyinfo.php', response: companyInfoSchema },
  interests: { method: 'GET', path: '/api/interests.php', response: interestsSchema },
  regions: { method: 'GET', path: '/api/regions.php', response: regionsSchema },
  // member accounts
  user: { method: 'GET', path: '/api/user.php', response: userAnswerSchema },
  login: { method: 'POST', path: '/api/user.php', response: loggedInAnswerSchema },
  updateUser: { method: 'PUT', path: '/api/user.php', response: loggedInAnswerSchema },
  deleteAccount: { method: 'DELETE', path: '/api/user.php', response: okSchema },
  logout: { method: 'GET', path: '/api/logout.php', response: okSchema },
  signup: { method: 'POST', path: '/api/signup.php', response: loggedInAnswerSchema },
  resendActivation: { method: 'POST', path: '/api/activation.php', response: okSchema },
  /** The activation link of the mail: redirects to /activate/done or /activate/error. */
  activate: { method: 'GET', path: '/api/activation.php', response: okSchema },
  requestPasswordReset: { method: 'POST', path: '/api/password-reset.php', response: okSchema },
  resetPassword: { method: 'PUT', path: '/api/password-reset.php', response: loggedInAnswerSchema },
  changePassword: { method: 'PUT', path: '/api/password.php', response: okSchema },
  requestEmailChange: { method: 'POST', path: '/api/email-change.php', response: okSchema },
  confirmEmailChange: { method: 'PUT', path: '/api/email-change.php', response: loggedInAnswerSchema },
  accountSettings: { method: 'GET', path: '/api/account-settings.php', response: accountSettingsSchema },
  updateAccountSettings: {
    method: 'PUT',
    path: '/api/account-settings.php',
    response: accountSettingsSchema,
  },
  blocks: { method: 'GET', path: '/api/blocks.php', response: blocksAnswerSchema },
  block: { method: 'POST', path: '/api/blocks.php', response: okSchema },
  unblock: { method: 'DELETE', path: '/api/blocks.php', response: okSchema },
  deleteOffer: { method: 'GET', path: '/api/delete-offer.php', response: deleteOfferSchema },
  acceptDeleteOffer: { method: 'POST', path: '/api/delete-offer.php', response: retentionAnswerSchema },
  /**
   * Reactivation with the token of the deletion mail, whose link opens /account-deleted?token=…: a POST
   * behind a button, so that a mail scanner following links cannot undo a deletion.
   */
  reactivate: { method: 'POST', path: '/api/reactivate.php', response: okSchema },
  /** All the member's data as a JSON download. */
  accountExport: {
    method: 'GET',
    path: '/api/account-export.php',
    response: z.record(z.string(), z.unknown()),
  },
  /** List-Unsubscribe link of every mail (GET shows the result page, POST is RFC 8058 one-click). */
  unsubscribe: { method: 'POST', path: '/api/unsubscribe.php', response: okSchema },
  unsubscribeLink: { method: 'GET', path: '/api/unsubscribe.php', response: okSchema },
  /** The mail provider's webhook (Authorization: Bearer <tenant mail webhook secret>). */
  mailEvents: { method: 'POST', path: '/api/mail-events.php', response: okSchema },
  adminLogin: { method: 'POST', path: '/api/admin/login.php', response: z.object({ ok: z.literal(true) }) },
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof API_ROUTES;
export type ApiResponse<N extends ApiRouteName> = z.infer<(typeof API_ROUTES)[N]['response']>;

/** Methods served at a path, for the Allow header of a 405. */
export function methodsForPath(path: string): HttpMethod[] {
  return Object.values(API_ROUTES as Record<string, ApiRoute>)
    .filter((r) => r.path === path)
    .map((r) => r.method);
}
