import type { PhotoRejectReason } from '@amora/contracts';

/** The texts of one mail; `{name}`-style placeholders are filled (and HTML-escaped) by the renderer. */
export interface MailText {
  subject: string;
  heading: string;
  body: string;
  button: string;
  /** A line below the button, e.g. how long the link is valid. */
  note: string;
}

export const MAIL_KINDS = [
  'activation',
  'password_reset',
  'email_change',
  'account_deleted',
  // support in the console: a warning to a reported member, a reply to a complainant ({message})
  'support_warning',
  'support_reply',
  // photo moderation: a member's photo refused, with the reason ({reason})
  'photo_rejected',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The reasons a photo is refused, as one sentence each (`other` is the staff member's own note). */
export type PhotoRejectReasonTexts = Record<Exclude<PhotoRejectReason, 'other'>, string>;

export interface MailTexts {
  mails: Record<MailKind, MailText>;
  photo_reject_reasons: PhotoRejectReasonTexts;
  greeting: string;
  link_fallback: string;
  footer_reason: string;
  unsubscribe: string;
  company_registration: string;
}
