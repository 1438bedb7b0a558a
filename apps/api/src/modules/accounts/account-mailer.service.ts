import { Inject, Injectable } from '@nestjs/common';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { MailService } from '../mail/mail.service.js';
import type { MailKind } from '../mail/templates/types.js';
import type { Member } from './entities/member.entity.js';
import { signValue } from './tokens.js';

export const SERVER_SECRET = Symbol('SERVER_SECRET');

/** The account's own mails (support's are sent by the console, modules/support). */
type AccountMailKind = Exclude<MailKind, 'support_warning' | 'support_reply' | 'photo_rejected'>;

/** Links to the web app's pages or to the API's redirecting endpoints, per mail. */
const LINKS: Record<AccountMailKind, string> = {
  activation: '/api/activation.php',
  password_reset: '/reset-password/do',
  email_change: '/mail-change/do',
  account_deleted: '/account-deleted',
};

/** The account mails, in the member's language, each with its one-click unsubscribe link. */
@Injectable()
export class AccountMailer {
  constructor(
    private readonly mail: MailService,
    @Inject(SERVER_SECRET) private readonly secret: string,
  ) {}

  unsubscribeToken(member: Member): string {
    return signValue(this.secret, 'unsubscribe', `${member.tenantId}-${member.id}`);
  }

  send(
    tenant: Tenant,
    member: Member,
    origin: string,
    kind: AccountMailKind,
    token: string,
    params: Record<string, string | number> = {},
    to = member.email ?? '',
  ) {
    return this.mail.send(
      tenant,
      { address: to, memberId: member.id },
      {
        kind,
        locale: member.language,
        params: { name: member.name ?? '', ...params },
        link: `${origin}${LINKS[kind]}?token=${encodeURIComponent(token)}`,
        unsubscribeLink: `${origin}/api/unsubscribe.php?token=${encodeURIComponent(this.unsubscribeToken(member))}`,
      },
    );
  }
}
