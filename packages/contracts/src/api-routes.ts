import { z } from 'zod';
import {
  accountSettingsSchema,
  accountSettingsUpdateSchema,
  blockRequestSchema,
  blocksAnswerSchema,
  deleteAccountRequestSchema,
  deleteOfferSchema,
  emailChangeRequestSchema,
  loggedInAnswerSchema,
  loginRequestSchema,
  mailEventRequestSchema,
  okSchema,
  passwordChangeRequestSchema,
  resetDoRequestSchema,
  resetRequestSchema,
  retentionAnswerSchema,
  signupRequestSchema,
  tokenRequestSchema,
  updateUserRequestSchema,
  userAnswerSchema,
} from './account.js';
import { adminLoginSchema } from './admin.js';
import { interestsSchema, regionsSchema } from './catalogue.js';
import {
  chatsAnswerSchema,
  conversationRequestSchema,
  giftsAnswerSchema,
  liveEventIdSchema,
  liveEventSchema,
  messagesAnswerSchema,
  messagesQuerySchema,
  pushSubscriptionSchema,
  sendMessageAnswerSchema,
  sendMessageRequestSchema,
  typingRequestSchema,
} from './chat.js';
import { companyInfoSchema } from './company.js';
import {
  autoLikeAnswerSchema,
  likeAnswerSchema,
  likeRequestSchema,
  likesAnswerSchema,
  suggestionsAnswerSchema,
  suggestionsQuerySchema,
  swipeAnswerSchema,
  swipeRequestSchema,
  swipeResultSchema,
} from './likes.js';
import {
  bundlesAnswerSchema,
  bundlesQuerySchema,
  createPaymentAnswerSchema,
  createPaymentRequestSchema,
  directDebitAnswerSchema,
  directDebitCodeAnswerSchema,
  directDebitCodeRequestSchema,
  directDebitRequestSchema,
  discountAnswerSchema,
  discountQuerySchema,
  paymentMethodsAnswerSchema,
  paymentMethodsQuerySchema,
  paymentsAnswerSchema,
  paymentsQuerySchema,
  paymentWebhookSchema,
  repeatOrderAnswerSchema,
  simulatorActionSchema,
} from './payments.js';
import { text } from './primitives.js';
import { analyticsAnswerSchema, analyticsQuerySchema } from './analytics.js';
import {
  complaintAnswerSchema,
  complaintRequestSchema,
  geocodeAnswerSchema,
  geocodeQuerySchema,
  ownProfileAnswerSchema,
  ownProfileUpdateSchema,
  PHOTO_UPLOAD_FIELD,
  photoDeleteSchema,
  photosAnswerSchema,
  photosUpdateSchema,
  placesAnswerSchema,
  placesQuerySchema,
  profileAnswerSchema,
  profileQuerySchema,
  searchAnswerSchema,
  searchQuerySchema,
} from './profiles.js';
import { settingsQuerySchema, settingsSchema } from './settings.js';
import {
  adminBundleAnswerSchema,
  adminBundleCreateSchema,
  adminBundlesAnswerSchema,
  adminBundlesQuerySchema,
  adminBundleUpdateSchema,
  adminCodeAnswerSchema,
  adminCodeCreateAnswerSchema,
  adminCodeCreateSchema,
  adminCodesAnswerSchema,
  adminCodesQuerySchema,
  adminCodeUpdateSchema,
  adminCodeUsesAnswerSchema,
  adminCodeUsesQuerySchema,
} from './shop-admin.js';
import {
  auditAnswerSchema,
  auditQuerySchema,
  staffCreateAnswerSchema,
  staffCreateRequestSchema,
  staffListAnswerSchema,
  staffListQuerySchema,
  staffMeAnswerSchema,
  staffPasswordRequestSchema,
  staffUpdateAnswerSchema,
  staffUpdateRequestSchema,
  totpConfirmRequestSchema,
  totpStartAnswerSchema,
  totpStartRequestSchema,
} from './staff.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: anyone on a tenant host (`visitor`), a logged-in member of that tenant
 * (`member`), the mail provider with the tenant's webhook secret (`webhook`), the payment provider, whose
 * word is never taken: the API asks it for the status itself (`provider`), or the admin host (`admin`).
 */
export type RouteAccess = 'visitor' | 'member' | 'webhook' | 'provider' | 'admin';

export interface ApiRoute {
  method: HttpMethod;
  path: string;
  /** One line for the API reference. */
  summary: string;
  access: RouteAccess;
  /** The JSON body the route reads, if any. */
  body?: z.ZodType;
  /** The query parameters the route reads, if any. */
  query?: z.ZodType;
  response: z.ZodType;
  /** A redirect (a link opened from a mail) rather than a JSON answer. */
  redirects?: true;
  /** The body is multipart/form-data with one file in this field (not JSON). */
  upload?: { field: string };
  /** A Server-Sent Events stream (text/event-stream) of `response` events that stays open. */
  stream?: true;
  /** The body is an HTML form (application/x-www-form-urlencoded), as outside services post it. */
  form?: true;
  /** An HTML page (text/html) rather than a JSON answer. */
  page?: true;
  /** A CSV file (text/csv, a download) rather than a JSON answer. */
  csv?: true;
}

const tokenQuerySchema = z.object({ token: text(128).optional() });

/**
 * The API's calls (spec §7 and ours). The typed client in the apps, the API's 405 answers, the OpenAPI
 * document and the fuzz suite all read this table: a route added here is described and attacked at once.
 */
export const API_ROUTES = {
  settings: {
    method: 'GET',
    path: '/api/settings.php',
    summary: "The tenant's settings for the web app",
    access: 'visitor',
    query: settingsQuerySchema,
    response: settingsSchema,
  },
  companyInfo: {
    method: 'GET',
    path: '/api/companyinfo.php',
    summary: 'The company behind the site',
    access: 'visitor',
    response: companyInfoSchema,
  },
  interests: {
    method: 'GET',
    path: '/api/interests.php',
    summary: 'The interests a profile may list',
    access: 'visitor',
    response: interestsSchema,
  },
  regions: {
    method: 'GET',
    path: '/api/regions.php',
    summary: "Regions of the tenant's countries",
    access: 'visitor',
    response: regionsSchema,
  },
  // member accounts
  user: {
    method: 'GET',
    path: '/api/user.php',
    summary: 'The logged-in member, or null',
    access: 'visitor',
    response: userAnswerSchema,
  },
  login: {
    method: 'POST',
    path: '/api/user.php',
    summary: 'Log in with e-mail and password',
    access: 'visitor',
    body: loginRequestSchema,
    response: loggedInAnswerSchema,
  },
  updateUser: {
    method: 'PUT',
    path: '/api/user.php',
    summary: "Change the member's language or signup message",
    access: 'member',
    body: updateUserRequestSchema,
    response: loggedInAnswerSchema,
  },
  deleteAccount: {
    method: 'DELETE',
    path: '/api/user.php',
    summary: 'Delete the account (14 days to reactivate by e-mail)',
    access: 'member',
    body: deleteAccountRequestSchema,
    response: okSchema,
  },
  logout: {
    method: 'GET',
    path: '/api/logout.php',
    summary: 'End the session on this site',
    access: 'visitor',
    response: okSchema,
  },
  signup: {
    method: 'POST',
    path: '/api/signup.php',
    summary: 'Create an account and log in',
    access: 'visitor',
    body: signupRequestSchema,
    response: loggedInAnswerSchema,
  },
  resendActivation: {
    method: 'POST',
    path: '/api/activation.php',
    summary: 'Send the activation mail again (3 an hour)',
    access: 'member',
    response: okSchema,
  },
  activate: {
    method: 'GET',
    path: '/api/activation.php',
    summary: "The activation mail's link: redirects to /activate/done or /activate/error",
    access: 'visitor',
    query: tokenQuerySchema,
    response: okSchema,
    redirects: true,
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/password-reset.php',
    summary: 'Mail a password reset link (3 a day)',
    access: 'visitor',
    body: resetRequestSchema,
    response: okSchema,
  },
  resetPassword: {
    method: 'PUT',
    path: '/api/password-reset.php',
    summary: "Set a new password with the reset mail's token, and log in",
    access: 'visitor',
    body: resetDoRequestSchema,
    response: loggedInAnswerSchema,
  },
  changePassword: {
    method: 'PUT',
    path: '/api/password.php',
    summary: 'Change the password (needs the old one)',
    access: 'member',
    body: passwordChangeRequestSchema,
    response: okSchema,
  },
  requestEmailChange: {
    method: 'POST',
    path: '/api/email-change.php',
    summary: 'Mail a confirmation link to a new address',
    access: 'member',
    body: emailChangeRequestSchema,
    response: okSchema,
  },
  confirmEmailChange: {
    method: 'PUT',
    path: '/api/email-change.php',
    summary: "Confirm the new address with the mail's token",
    access: 'visitor',
    body: tokenRequestSchema,
    response: loggedInAnswerSchema,
  },
  accountSettings: {
    method: 'GET',
    path: '/api/account-settings.php',
    summary: 'E-mail and push preferences, invisible mode, language',
    access: 'member',
    response: accountSettingsSchema,
  },
  updateAccountSettings: {
    method: 'PUT',
    path: '/api/account-settings.php',
    summary: 'Change preferences (at least one field)',
    access: 'member',
    body: accountSettingsUpdateSchema,
    response: accountSettingsSchema,
  },
  blocks: {
    method: 'GET',
    path: '/api/blocks.php',
    summary: 'Profiles the member has blocked',
    access: 'member',
    response: blocksAnswerSchema,
  },
  block: {
    method: 'POST',
    path: '/api/blocks.php',
    summary: 'Block a profile of this site',
    access: 'member',
    body: blockRequestSchema,
    response: okSchema,
  },
  unblock: {
    method: 'DELETE',
    path: '/api/blocks.php',
    summary: 'Unblock a profile',
    access: 'member',
    body: blockRequestSchema,
    response: okSchema,
  },
  deleteOffer: {
    method: 'GET',
    path: '/api/delete-offer.php',
    summary: 'The discount offered to a member about to delete the account',
    access: 'member',
    response: deleteOfferSchema,
  },
  acceptDeleteOffer: {
    method: 'POST',
    path: '/api/delete-offer.php',
    summary: 'Stay, and get a personal discount code',
    access: 'member',
    response: retentionAnswerSchema,
  },
  reactivate: {
    method: 'POST',
    path: '/api/reactivate.php',
    summary:
      "Reactivate with the deletion mail's token (a POST behind a button: mail scanners opening links cannot undo a deletion)",
    access: 'visitor',
    body: tokenRequestSchema,
    response: okSchema,
  },
  accountExport: {
    method: 'GET',
    path: '/api/account-export.php',
    summary: "All the member's data as a JSON download",
    access: 'member',
    response: z.record(z.string(), z.unknown()),
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/unsubscribe.php',
    summary: 'One-click unsubscribe of RFC 8058 (List-Unsubscribe-Post)',
    access: 'visitor',
    query: tokenQuerySchema,
    response: okSchema,
  },
  unsubscribeLink: {
    method: 'GET',
    path: '/api/unsubscribe.php',
    summary: 'The List-Unsubscribe link opened in a browser: redirects to /notifications',
    access: 'visitor',
    query: tokenQuerySchema,
    response: okSchema,
    redirects: true,
  },
  mailEvents: {
    method: 'POST',
    path: '/api/mail-events.php',
    summary: 'Mail provider webhook: bounce, spam complaint or unsubscribe for an address',
    access: 'webhook',
    body: mailEventRequestSchema,
    response: okSchema,
  },
  search: {
    method: 'GET',
    path: '/api/search.php',
    summary: "Search the tenant's profile pool (logged out only where logged_out_search allows)",
    access: 'visitor',
    query: searchQuerySchema,
    response: searchAnswerSchema,
  },
  profile: {
    method: 'GET',
    path: '/api/profile.php',
    summary: 'One profile of the pool, with the photos this viewer may see',
    access: 'visitor',
    query: profileQuerySchema,
    response: profileAnswerSchema,
  },
  ownProfile: {
    method: 'GET',
    path: '/api/my-profile.php',
    summary: 'The own profile with every field and photo',
    access: 'member',
    response: ownProfileAnswerSchema,
  },
  updateOwnProfile: {
    method: 'PUT',
    path: '/api/my-profile.php',
    summary: 'Change fields of the own profile',
    access: 'member',
    body: ownProfileUpdateSchema,
    response: ownProfileAnswerSchema,
  },
  geocode: {
    method: 'GET',
    path: '/api/geocode.php',
    summary: 'The nearest place to a position (null at sea)',
    access: 'visitor',
    query: geocodeQuerySchema,
    response: geocodeAnswerSchema,
  },
  places: {
    method: 'GET',
    path: '/api/places.php',
    summary: 'Places whose name starts with the text typed (autocomplete)',
    access: 'visitor',
    query: placesQuerySchema,
    response: placesAnswerSchema,
  },
  photos: {
    method: 'GET',
    path: '/api/photos.php',
    summary: 'The own photos, main photo first',
    access: 'member',
    response: photosAnswerSchema,
  },
  uploadPhoto: {
    method: 'POST',
    path: '/api/photos.php',
    summary: 'Upload a photo (multipart/form-data, field `photo`): checked, re-encoded, stripped of metadata',
    access: 'member',
    upload: { field: PHOTO_UPLOAD_FIELD },
    response: photosAnswerSchema,
  },
  updatePhotos: {
    method: 'PUT',
    path: '/api/photos.php',
    summary: 'Reorder the own photos or choose the main one',
    access: 'member',
    body: photosUpdateSchema,
    response: photosAnswerSchema,
  },
  deletePhoto: {
    method: 'DELETE',
    path: '/api/photos.php',
    summary: 'Delete one own photo and its files',
    access: 'member',
    body: photoDeleteSchema,
    response: photosAnswerSchema,
  },
  report: {
    method: 'POST',
    path: '/api/complaints.php',
    summary: 'Report a profile to support',
    access: 'member',
    body: complaintRequestSchema,
    response: complaintAnswerSchema,
  },
  likes: {
    method: 'GET',
    path: '/api/likes.php',
    summary: 'Profiles the member liked (profiles) and that liked the member (liked_by)',
    access: 'member',
    response: likesAnswerSchema,
  },
  like: {
    method: 'POST',
    path: '/api/likes.php',
    summary: 'Like a profile; answers whether that made a match',
    access: 'member',
    body: likeRequestSchema,
    response: likeAnswerSchema,
  },
  unlike: {
    method: 'DELETE',
    path: '/api/likes.php',
    summary: 'Withdraw a like',
    access: 'member',
    body: likeRequestSchema,
    response: likeAnswerSchema,
  },
  autoLike: {
    method: 'GET',
    path: '/api/auto-like.php',
    summary: 'A profile that likes the member now (the new-like modal), or null',
    access: 'member',
    response: autoLikeAnswerSchema,
  },
  suggestions: {
    method: 'GET',
    path: '/api/suggestions.php',
    summary: 'Profiles that suit the member and are not liked yet (match finder, signup matches)',
    access: 'member',
    query: suggestionsQuerySchema,
    response: suggestionsAnswerSchema,
  },
  swipe: {
    method: 'GET',
    path: '/api/swipe.php',
    summary: "The swipe game's profiles and the likes left today",
    access: 'member',
    response: swipeAnswerSchema,
  },
  swipeAnswer: {
    method: 'POST',
    path: '/api/swipe.php',
    summary: 'Like (4 a day in the tenant time zone) or pass a profile of the swipe game',
    access: 'member',
    body: swipeRequestSchema,
    response: swipeResultSchema,
  },
  chats: {
    method: 'GET',
    path: '/api/chats.php',
    summary: "The member's conversations, latest first, with unread counts",
    access: 'member',
    response: chatsAnswerSchema,
  },
  readChat: {
    method: 'PUT',
    path: '/api/chat.php',
    summary: 'Mark a conversation read (its unread count becomes 0; the other side sees "seen")',
    access: 'member',
    body: conversationRequestSchema,
    response: okSchema,
  },
  deleteChat: {
    method: 'DELETE',
    path: '/api/chat.php',
    summary: 'Remove a conversation for the member (it comes back with the next message)',
    access: 'member',
    body: conversationRequestSchema,
    response: okSchema,
  },
  messages: {
    method: 'GET',
    path: '/api/messages.php',
    summary: 'Messages of a conversation (or with a profile), older ones by cursor',
    access: 'member',
    query: messagesQuerySchema,
    response: messagesAnswerSchema,
  },
  sendMessage: {
    method: 'POST',
    path: '/api/messages.php',
    summary:
      'Send a text or a gift (costs message_credits or the gift price; free members start 2 conversations)',
    access: 'member',
    body: sendMessageRequestSchema,
    response: sendMessageAnswerSchema,
  },
  typing: {
    method: 'POST',
    path: '/api/typing.php',
    summary: 'Tell the other side of a conversation that the member is typing',
    access: 'member',
    body: typingRequestSchema,
    response: okSchema,
  },
  gifts: {
    method: 'GET',
    path: '/api/gifts.php',
    summary: "The tenant's gift catalogue",
    access: 'member',
    response: giftsAnswerSchema,
  },
  pushSubscribe: {
    method: 'POST',
    path: '/api/user.php?push=1',
    summary: 'Store the browser push subscription of the member (spec §7)',
    access: 'member',
    body: pushSubscriptionSchema,
    response: okSchema,
  },
  events: {
    method: 'GET',
    path: '/api/events',
    summary:
      'Server-Sent Events for every open tab: messages, reads, likes, matches, typing, credits (resume with Last-Event-ID)',
    access: 'member',
    query: z.object({
      /** The resume point for a new EventSource (which cannot set the Last-Event-ID header itself). */
      last_event_id: liveEventIdSchema.optional(),
    }),
    stream: true,
    response: liveEventSchema,
  },
  bundles: {
    method: 'GET',
    path: '/api/bundles.php',
    summary:
      "The credit bundles of the buyer's country (member's own, else geoip), with the active discount or `code` applied",
    access: 'visitor',
    query: bundlesQuerySchema,
    response: bundlesAnswerSchema,
  },
  paymentMethods: {
    method: 'GET',
    path: '/api/payment-methods.php',
    summary: "The methods the tenant's payment provider offers for a bundle in the member's country",
    access: 'member',
    query: paymentMethodsQuerySchema,
    response: paymentMethodsAnswerSchema,
  },
  createPayment: {
    method: 'POST',
    path: '/api/payments.php',
    summary: 'Buy a bundle: the API prices it (bundle, country, code) and answers the checkout URL',
    access: 'member',
    body: createPaymentRequestSchema,
    response: createPaymentAnswerSchema,
  },
  payments: {
    method: 'GET',
    path: '/api/payments.php',
    summary: "One's payments, or with `id` one payment, its status fetched from the provider and booked once",
    access: 'member',
    query: paymentsQuerySchema,
    response: paymentsAnswerSchema,
  },
  paymentWebhook: {
    method: 'POST',
    path: '/api/payment-webhook.php',
    summary:
      'The provider says a payment changed (form field `id`): the API fetches its status and books it once; 200 for an unknown id, 503 when the provider cannot be asked',
    access: 'provider',
    form: true,
    body: paymentWebhookSchema,
    response: okSchema,
  },
  discountCode: {
    method: 'GET',
    path: '/api/discountcode.php',
    summary:
      'The active discount (time bonus, else welcome code); `welcome=true` the welcome code; `code=` checks a typed code (spec §7)',
    access: 'member',
    query: discountQuerySchema,
    response: discountAnswerSchema,
  },
  repeatOrder: {
    method: 'GET',
    path: '/api/repeat-order.php',
    summary: 'The last bought bundle at its price now, and whether a stored mandate charges it in one click',
    access: 'member',
    response: repeatOrderAnswerSchema,
  },
  createRepeatOrder: {
    method: 'POST',
    path: '/api/repeat-order.php',
    summary: 'Buy the last bundle again with the stored mandate (recurring charge, no checkout)',
    access: 'member',
    response: createPaymentAnswerSchema,
  },
  directDebit: {
    method: 'POST',
    path: '/api/directdebit.php',
    summary: 'Pay a bundle by SEPA direct debit: checks the IBAN and limits, and sends an SMS code',
    access: 'member',
    body: directDebitRequestSchema,
    response: directDebitAnswerSchema,
  },
  directDebitCode: {
    method: 'POST',
    path: '/api/directdebit-code.php',
    summary: 'The SMS code of a direct debit request (3 tries): records the mandate and starts the payment',
    access: 'member',
    body: directDebitCodeRequestSchema,
    response: directDebitCodeAnswerSchema,
  },
  simulatorCheckout: {
    method: 'GET',
    path: '/api/simulator.php',
    summary: "The simulator provider's checkout page, in the tenant's style (tenants on the simulator only)",
    access: 'provider',
    query: z.object({ id: text(64) }),
    page: true,
    response: z.string(),
  },
  simulatorAction: {
    method: 'POST',
    path: '/api/simulator.php',
    summary:
      "The simulator's checkout: the buyer's choice (paid, failed, canceled, pending, expired; refund or chargeback later), then back to the site",
    access: 'provider',
    query: z.object({ id: text(64) }),
    form: true,
    body: simulatorActionSchema,
    redirects: true,
    response: z.object({}),
  },
  openApi: {
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API described in OpenAPI 3.1 (the reference page is /api/reference on the admin host)',
    access: 'visitor',
    response: z.record(z.string(), z.unknown()),
  },
  adminLogin: {
    method: 'POST',
    path: '/api/admin/login.php',
    summary:
      'Staff sign-in on the admin host: password, then the authenticator code when asked (totp_required)',
    access: 'admin',
    body: adminLoginSchema,
    response: staffMeAnswerSchema,
  },
  adminLogout: {
    method: 'POST',
    path: '/api/admin/logout.php',
    summary: "End the staff member's session",
    access: 'admin',
    response: okSchema,
  },
  adminMe: {
    method: 'GET',
    path: '/api/admin/me.php',
    summary: 'The signed-in staff member, their roles and tenants, and what they must set up first',
    access: 'admin',
    response: staffMeAnswerSchema,
  },
  adminPassword: {
    method: 'POST',
    path: '/api/admin/password.php',
    summary: "A staff member's own new password (their other sessions end)",
    access: 'admin',
    body: staffPasswordRequestSchema,
    response: okSchema,
  },
  adminTotpStart: {
    method: 'POST',
    path: '/api/admin/totp.php',
    summary:
      'Start setting up a second factor: a new secret and its otpauth:// URI for an authenticator app (with one on already, its current code first)',
    access: 'admin',
    body: totpStartRequestSchema,
    response: totpStartAnswerSchema,
  },
  adminTotpConfirm: {
    method: 'POST',
    path: '/api/admin/totp-confirm.php',
    summary: "Turn the second factor on with the app's first code",
    access: 'admin',
    body: totpConfirmRequestSchema,
    response: staffMeAnswerSchema,
  },
  adminStaffList: {
    method: 'GET',
    path: '/api/admin/staff.php',
    summary: 'Staff members (owners only), by id with a cursor',
    access: 'admin',
    query: staffListQuerySchema,
    response: staffListAnswerSchema,
  },
  adminStaffCreate: {
    method: 'POST',
    path: '/api/admin/staff.php',
    summary: 'Add a staff member (owners only); the answer shows their generated password once',
    access: 'admin',
    body: staffCreateRequestSchema,
    response: staffCreateAnswerSchema,
  },
  adminStaffUpdate: {
    method: 'PATCH',
    path: '/api/admin/staff.php',
    summary:
      "Change a staff member's name, roles, status, second factor or password (owners only); new roles, status or password end their sessions",
    access: 'admin',
    body: staffUpdateRequestSchema,
    response: staffUpdateAnswerSchema,
  },
  adminAudit: {
    method: 'GET',
    path: '/api/admin/audit.php',
    summary:
      'The audit log, newest first (owners; operators for a tenant of theirs), filtered by staff, tenant, entity, action and time',
    access: 'admin',
    query: auditQuerySchema,
    response: auditAnswerSchema,
  },
  adminBundles: {
    method: 'GET',
    path: '/api/admin/bundles.php',
    summary:
      "A tenant's credit bundles with their prices per country, retired ones too (owners, its operators)",
    access: 'admin',
    query: adminBundlesQuerySchema,
    response: adminBundlesAnswerSchema,
  },
  adminBundleCreate: {
    method: 'POST',
    path: '/api/admin/bundles.php',
    summary: 'Add a credit bundle with its prices per country (minor units, the currency of each country)',
    access: 'admin',
    body: adminBundleCreateSchema,
    response: adminBundleAnswerSchema,
  },
  adminBundleUpdate: {
    method: 'PATCH',
    path: '/api/admin/bundles.php',
    summary: "Change a bundle's credits, best-value mark, position, prices or retire it",
    access: 'admin',
    body: adminBundleUpdateSchema,
    response: adminBundleAnswerSchema,
  },
  adminCodes: {
    method: 'GET',
    path: '/api/admin/codes.php',
    summary: "A tenant's discount codes, newest first, searched and filtered, with their uses",
    access: 'admin',
    query: adminCodesQuerySchema,
    response: adminCodesAnswerSchema,
  },
  adminCodeCreate: {
    method: 'POST',
    path: '/api/admin/codes.php',
    summary: 'Create a promotion code, or a batch of up to 1,000 random unambiguous ones with the same terms',
    access: 'admin',
    body: adminCodeCreateSchema,
    response: adminCodeCreateAnswerSchema,
  },
  adminCodeUpdate: {
    method: 'PATCH',
    path: '/api/admin/codes.php',
    summary: 'Switch a code off or on again, or move its expiry',
    access: 'admin',
    body: adminCodeUpdateSchema,
    response: adminCodeAnswerSchema,
  },
  adminCodesExport: {
    method: 'GET',
    path: '/api/admin/codes-export.php',
    summary: "The codes of the list's filters as a CSV file",
    access: 'admin',
    query: adminCodesQuerySchema.omit({ cursor: true }),
    csv: true,
    response: z.string(),
  },
  adminCodeUses: {
    method: 'GET',
    path: '/api/admin/code-uses.php',
    summary: 'The payments that used a code, or hold it now',
    access: 'admin',
    query: adminCodeUsesQuerySchema,
    response: adminCodeUsesAnswerSchema,
  },
  adminAnalytics: {
    method: 'GET',
    path: '/api/admin/analytics.php',
    summary:
      'Sign-ups, activations, first purchases, revenue per currency, messages by members and staff, complaints per day (owners; operators for their tenants)',
    access: 'admin',
    query: analyticsQuerySchema,
    response: analyticsAnswerSchema,
  },
  adminAnalyticsExport: {
    method: 'GET',
    path: '/api/admin/analytics-export.php',
    summary: 'The same numbers per day as a CSV file',
    access: 'admin',
    query: analyticsQuerySchema,
    csv: true,
    response: z.string(),
  },
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof API_ROUTES;
export type ApiResponse<N extends ApiRouteName> = z.infer<(typeof API_ROUTES)[N]['response']>;

/** Methods served at a path, for the Allow header of a 405. */
export function methodsForPath(path: string): HttpMethod[] {
  return Object.values(API_ROUTES as Record<string, ApiRoute>)
    .filter((r) => r.path === path)
    .map((r) => r.method);
}
