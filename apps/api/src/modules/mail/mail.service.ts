import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Transporter } from 'nodemailer';
import type { DataSource } from 'typeorm';
import { lazyImport } from '../../common/lazy-import.js';
import { InjectEnv } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { tenantScoped } from '../../persistence/tenant-scoped.js';
import { Company } from '../../tenancy/company.entity.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { OutboundMail } from './outbound-mail.entity.js';
import { type MailContent, renderMail } from './render-mail.js';

/** nodemailer loads at the first mail sent, not in every process at rest (issue 10). */
const loadNodemailer = lazyImport(async () => (await import('nodemailer')).default);

export interface MailRecipient {
  address: string;
  memberId: number | null;
}

/**
 * Sends over SMTP_URL; without it, mails stay in the outbox table and their links are logged, so every
 * flow works on the embedded default (DESIGN.md §8). A failed send never fails the member's request.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('MailService');
  private readonly smtpUrl: string | undefined;
  private transporter?: Promise<Transporter>;

  constructor(
    @InjectEnv() env: Env,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.smtpUrl = env.SMTP_URL;
    if (!this.smtpUrl) {
      // the one place a link with its token reaches the log: without a mail server it is the mailbox
      this.logger.warn(
        'no SMTP_URL: mails stay in the outbox and their links are logged; set SMTP_URL in production',
      );
    }
  }

  async send(tenant: Tenant, to: MailRecipient, content: MailContent): Promise<OutboundMail> {
    const company = await this.dataSource.getRepository(Company).findOneByOrFail({ id: tenant.companyId });
    const rendered = renderMail(tenant, company, content);
    const mails = tenantScoped(this.dataSource, OutboundMail);
    const mail = await mails.save(tenant, {
      memberId: to.memberId,
      kind: content.kind,
      toAddress: to.address,
      ...rendered,
      status: this.smtpUrl ? 'failed' : 'outbox',
    });
    if (!this.smtpUrl) {
      this.logger.log(`mail ${content.kind} #${mail.id} kept in the outbox; link: ${content.link}`);
      return mail;
    }
    try {
      const domain = new URL(content.link).hostname;
      const transport = await this.transport(this.smtpUrl);
      await transport.sendMail({
        from: { name: tenant.mailName || tenant.name, address: `no-reply@${domain}` },
        replyTo: tenant.supportEmail,
        to: to.address,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        list: { unsubscribe: { url: content.unsubscribeLink, comment: 'Unsubscribe' } },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      await mails.update(tenant, { id: mail.id }, { status: 'sent', sentAt: new Date() });
      return { ...mail, status: 'sent' };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`mail ${content.kind} #${mail.id} could not be sent: ${message}`);
      await mails.update(tenant, { id: mail.id }, { error: message.slice(0, 500) });
      return mail;
    }
  }

  /** Made at the first send; a missing nodemailer fails that send with its error, logged and kept on the mail. */
  private transport(smtpUrl: string): Promise<Transporter> {
    this.transporter ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport(smtpUrl));
    return this.transporter;
  }

  async onModuleDestroy() {
    // a transport that could not be made has nothing to close
    const transport = await this.transporter?.catch(() => undefined);
    transport?.close();
  }
}
