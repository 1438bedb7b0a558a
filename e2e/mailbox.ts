import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Where the API under test sends its mail (playwright.config.ts passes SMTP_URL to it). */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  /** The first link of the text part that is not the unsubscribe link. */
  link: string;
}

function toMail(to: string, parsed: ParsedMail): ReceivedMail {
  const text = parsed.text ?? '';
  const links = text.match(/https?:\/\/\S+/g) ?? [];
  return {
    to: to.toLowerCase(),
    subject: parsed.subject ?? '',
    text,
    link: links.find((link) => !link.includes('unsubscribe')) ?? '',
  };
}

/** A real SMTP server on 127.0.0.1 that keeps every mail it receives, for the browser tests to read. */
export class Mailbox {
  private readonly mails: ReceivedMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((parsed) => {
          for (const to of session.envelope.rcptTo) this.mails.push(toMail(to.address, parsed));
          callback();
        })
        .catch(callback);
    },
  });

  start(port = SMTP_PORT): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve());
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  all(to: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.to === to.toLowerCase());
  }

  /** Waits for mail number `n` (1-based) to this address. */
  async nth(to: string, n: number, timeoutMs = 15_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (this.all(to).length < n) {
      if (Date.now() > deadline) throw new Error(`no mail #${n} to ${to} (got ${this.all(to).length})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return this.all(to)[n - 1];
  }

  /** The link of mail number `n` to this address, as a path on the tenant's host (the test picks the host). */
  async linkPath(to: string, n: number): Promise<string> {
    const { link } = await this.nth(to, n);
    if (!link) throw new Error(`mail #${n} to ${to} has no link`);
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  }
}
