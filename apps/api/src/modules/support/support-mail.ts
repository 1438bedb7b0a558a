import type { Locale } from '@amora/contracts';
import type { EntityManager } from 'typeorm';
import { Tenant } from '../../tenancy/tenant.entity.js';
import type { AccountMailer } from '../accounts/account-mailer.service.js';
import type { Member } from '../accounts/entities/member.entity.js';
import type { MailService } from '../mail/mail.service.js';

/** `https://host` of the tenant's primary domain (http on a .localhost name): the base of a mail's links. */
export async function siteOrigin(db: EntityManager, tenantId: number): Promise<string> {
  const [domain]: { host: string }[] = await db.query(
    'SELECT host FROM tenant_domain WHERE tenant_id = $1 ORDER BY is_primary DESC, id LIMIT 1',
    [tenantId],
  );
  const host = domain?.host ?? 'localhost';
  return `${host === 'localhost' || host.endsWith('.localhost') ? 'http' : 'https'}://${host}`;
}

/** A support mail to a member, in the member's language, kept in the outbox like every mail. */
export async function sendSupportMail(
  db: EntityManager,
  services: { mail: MailService; mailer: AccountMailer },
  member: Member,
  kind: 'support_warning' | 'support_reply',
  params: Record<string, string> = {},
) {
  const tenant = await db.getRepository(Tenant).findOneByOrFail({ id: member.tenantId });
  const origin = await siteOrigin(db, member.tenantId);
  const unsubscribe = services.mailer.unsubscribeToken(member);
  return services.mail.send(
    tenant,
    { address: member.email ?? '', memberId: member.id },
    {
      kind,
      locale: member.language as Locale,
      params: { name: member.name ?? '', ...params },
      link: `${origin}${kind === 'support_warning' ? '/terms' : '/'}`,
      unsubscribeLink: `${origin}/api/unsubscribe.php?token=${encodeURIComponent(unsubscribe)}`,
    },
  );
}
