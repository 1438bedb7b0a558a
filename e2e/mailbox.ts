// The same real SMTP mailbox the API tests use.
export { Mailbox, type ReceivedMail } from '../apps/api/src/test/mailbox';

/** Where the API under test sends its mail (playwright.config.ts passes SMTP_URL to it). */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
