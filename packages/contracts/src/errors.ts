// No zod here (the error body's schema is in error-body.ts): the web app's first load reads ERRORS.

/**
 * Every error the API answers, with its HTTP status and the English message the API sends along.
 * The apps show their own translation of `error.<code>`; a test fails when one is missing.
 */
export const ERRORS = {
  // spec §8
  login_failed: { status: 401, message: 'Login failed, please try again' },
  account_locked: { status: 429, message: 'Too many incorrect attempts, account blocked for {minutes} min' },
  too_many_reset_emails: { status: 429, message: 'Too many password reset emails, try tomorrow' },
  email_not_found: { status: 404, message: 'E-mail address not found' },
  link_invalid: { status: 400, message: 'Link expired or invalid, request a new email' },
  activation_failed: { status: 400, message: 'Activation failed, contact support' },
  account_exists: { status: 409, message: 'Account exists and is active, so log in' },
  account_pending_deletion: { status: 409, message: 'Account pending deletion, reactivate by e-mail' },
  not_enough_credits: { status: 402, message: 'Not enough credits' },
  premium_only: { status: 402, message: 'Premium-only feature' },
  directdebit_account_blocked: { status: 403, message: 'Direct debit: account blocked' },
  directdebit_limit_reached: { status: 403, message: 'Direct debit: limit reached' },
  directdebit_code_invalid: { status: 400, message: 'Code invalid' },
  recurring_card_failed: { status: 402, message: 'Recurring card failed, retry or use PayPal' },
  payment_failed: { status: 402, message: 'Payment failed or cancelled' },
  internal_error: { status: 500, message: 'An error occurred, please try again later' },
  // spec §5
  invalid_email: { status: 400, message: 'Invalid email' },
  passwords_not_same: { status: 400, message: 'The entered passwords are not the same' },
  username_equals_email: { status: 400, message: 'Username may not be your e-mail address' },
  username_starts_with_at: { status: 400, message: 'Username may not start with @' },
  date_of_birth_required: { status: 400, message: 'Date of birth required, minimum age {min_age}+' },
  email_taken: { status: 409, message: 'An account with this e-mail address already exists' },
  old_password_wrong: { status: 400, message: 'The old password is not correct' },
  password_wrong: { status: 400, message: 'The password is not correct' },
  code_not_found: { status: 404, message: 'Code not found' },
  code_already_used: { status: 409, message: 'Code already used' },
  // accounts (not shown in the spec: our own)
  password_too_short: { status: 400, message: 'The password must have at least {min} characters' },
  password_too_long: { status: 400, message: 'The password may have at most {max} characters' },
  password_too_common: { status: 400, message: 'This password is too common, choose another one' },
  name_invalid: { status: 400, message: 'The username must have {min} to {max} letters, digits, . _ or -' },
  name_taken: { status: 409, message: 'This username is already taken' },
  signup_not_allowed: { status: 403, message: 'Signing up is by invitation only here' },
  too_young: { status: 400, message: 'You must be at least {min_age} years old' },
  account_not_confirmed: { status: 403, message: 'Confirm your e-mail address first' },
  too_many_mails: { status: 429, message: 'Too many e-mails sent, try again later' },
  profile_not_found: { status: 404, message: 'This profile does not exist or is no longer available' },
  nothing_to_change: { status: 400, message: 'Nothing to change: send at least one field' },
  // profiles, photos, search (our own)
  profile_blocked: { status: 403, message: 'You cannot view this profile' },
  cannot_report_self: { status: 400, message: 'You cannot report your own profile' },
  search_requires_login: { status: 403, message: 'Log in to search members' },
  age_range_invalid: { status: 400, message: 'The minimum age may not be above the maximum age' },
  distance_needs_place: { status: 400, message: 'Set your place in your profile to search by distance' },
  cursor_invalid: { status: 400, message: 'These results are out of date, please search again' },
  place_not_found: { status: 404, message: 'This place is not known' },
  photo_not_image: { status: 415, message: 'This file is not a JPEG, PNG or WebP photo' },
  photo_unsafe: { status: 400, message: 'This file holds more than a photo and was refused' },
  photo_unreadable: { status: 400, message: 'This photo is damaged or incomplete' },
  photo_too_large: { status: 413, message: 'A photo may be at most {max_mb} MB' },
  photo_too_many_pixels: { status: 413, message: 'A photo may have at most {max_megapixels} megapixels' },
  photo_limit_reached: { status: 403, message: 'You can keep at most {limit} photos' },
  photo_not_found: { status: 404, message: 'This photo does not exist' },
  photo_order_invalid: { status: 400, message: 'The new order must name each of your photos once' },
  // protocol
  authentication_required: { status: 403, message: 'Please log in to continue' },
  unknown_domain: { status: 404, message: 'This domain is not served here' },
  invalid_domain: { status: 400, message: 'The forced_domain parameter is not a valid host name' },
  validation_failed: { status: 400, message: 'Some fields are not valid' },
  invalid_json: { status: 400, message: 'The request body is not valid JSON' },
  payload_too_large: { status: 413, message: 'The request body is too large' },
  unsupported_media_type: { status: 415, message: 'The request body must be JSON' },
  not_found: { status: 404, message: 'This page could not be found' },
  method_not_allowed: { status: 405, message: 'This method is not allowed here' },
  rate_limited: { status: 429, message: 'Too many requests, please wait a moment' },
  webhook_unauthorized: { status: 401, message: 'The webhook credentials are not valid' },
  request_type_required: { status: 400, message: 'The X-Request-Type header is required' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];
