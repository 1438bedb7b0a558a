// Constants live apart from schemas (locales.ts, errors.ts, account-constants.ts, web-routes.ts,
// hostname.ts, text-rules.ts import no zod) and the package is marked "sideEffects": false, so a bundler
// that is asked for LOCALES or ERRORS leaves the schemas and zod out: the web app's first load needs them
// not.
export * from './account.js';
export * from './account-constants.js';
export * from './admin.js';
export * from './analytics.js';
export * from './api-routes.js';
export * from './catalogue.js';
export * from './chat.js';
export * from './chat-constants.js';
export * from './company.js';
export * from './error-body.js';
export * from './errors.js';
export * from './hostname.js';
export * from './likes.js';
export * from './locale-schema.js';
export * from './locales.js';
export * from './moderation-admin.js';
export * from './openapi.js';
export * from './payment-constants.js';
export * from './payment-refund.js';
export * from './payments.js';
export * from './photo-review.js';
export * from './primitives.js';
export * from './profiles.js';
export * from './settings.js';
export * from './shop-admin.js';
export * from './staff.js';
export * from './staff-constants.js';
export * from './support-admin.js';
export * from './tenants-admin.js';
export * from './text-rules.js';
export * from './tracking.js';
export * from './web-routes.js';
