import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The header lines as sent, e.g. `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. */
  rawHeaders: string;
  unsubscribeLink: string;
  /** The first link of the text part that is not the unsubscribe link. */
  link: string;
}

/** A real SMTP server that keeps every mail it receives, for the API and browser tests to read. */
export class Mailbox {
  private readonly mails: ReceivedMail[] = [];
  private readonly waiters: (() => void)[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((parsed) => {
          for (const to of session.envelope.rcptTo) this.mails.push(toMail(to.address, parsed));
          for (const wake of this.waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });

  /** Listens on 127.0.0.1 (a free port by default) and answers the SMTP_URL to send to. */
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.server.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve());
    });
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  all(to?: string): ReceivedMail[] {
    return this.mails.filter((mail) => !to || mail.to === to.toLowerCase());
  }

  /** Waits for the n-th mail (1-based) to this address. */
  async nth(to: string, n: number, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (this.all(to).length < n) {
      if (Date.now() > deadline) throw new Error(`no mail #${n} to ${to}; got ${this.all(to).length}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return this.all(to)[n - 1];
  }

  /** The link of mail number `n` to this address, as a path (the caller picks the host). */
  async linkPath(to: string, n: number): Promise<string> {
    const { link } = await this.nth(to, n);
    if (!link) throw new Error(`mail #${n} to ${to} has no link`);
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  }

  /** The latest mail to this address after `count` earlier ones. */
  next(to: string): Promise<ReceivedMail> {
    return this.nth(to, this.all(to).length + 1);
  }
}

function toMail(to: string, parsed: ParsedMail): ReceivedMail {
  const text = parsed.text ?? '';
  const links = text.match(/https?:\/\/\S+/g) ?? [];
  return {
    to: to.toLowerCase(),
    subject: parsed.subject ?? '',
    text,
    html: typeof parsed.html === 'string' ? parsed.html : '',
    rawHeaders: parsed.headerLines.map((header) => header.line).join('\n'),
    link: links.find((link) => !link.includes('unsubscribe')) ?? '',
    unsubscribeLink: links.find((link) => link.includes('unsubscribe')) ?? '',
  };
}
