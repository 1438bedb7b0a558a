import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { tenantScoped } from '../../persistence/tenant-scoped.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { CreditLedgerEntry } from '../credits/credit-ledger.entity.js';
import { DiscountCode } from '../discounts/discount-code.entity.js';
import { OutboundMail } from '../mail/outbound-mail.entity.js';
import { Profile } from '../profiles/profile.entity.js';
import { ProfileActivity } from '../profiles/profile-activity.entity.js';
import { Member } from './entities/member.entity.js';
import { MemberBlock } from './entities/member-block.entity.js';
import { Session } from './entities/session.entity.js';

/** Everything we hold about a member, as JSON (GDPR art. 15 and 20). Never the password hash. */
@Injectable()
export class AccountExportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async export(tenant: Tenant, member: Member) {
    const mine = { memberId: member.id };
    const byId = { order: { id: 'ASC' } } as const;
    const db = this.dataSource;
    const [profile, activity, credits, sessions, blocks, discountCodes, mails] = await Promise.all([
      member.profileId ? tenantScoped(db, Profile).findOne(tenant, { id: member.profileId }) : null,
      member.profileId
        ? tenantScoped(db, ProfileActivity).findOne(tenant, { profileId: member.profileId })
        : null,
      tenantScoped(db, CreditLedgerEntry).find(tenant, mine, byId),
      tenantScoped(db, Session).find(tenant, mine, byId),
      tenantScoped(db, MemberBlock).find(tenant, mine),
      tenantScoped(db, DiscountCode).find(tenant, mine),
      tenantScoped(db, OutboundMail).find(tenant, mine, byId),
    ]);
    const fresh = await tenantScoped(db, Member).findOneOrFail(tenant, { id: member.id });
    const {
      passwordHash: _hash,
      failedLogins: _f,
      lockedUntil: _l,
      tenant: _t,
      profile: _p,
      ...account
    } = fresh;
    return {
      exported_at: new Date().toISOString(),
      site: { name: tenant.name, slug: tenant.slug },
      account,
      profile: profile && { ...profile, tenant: undefined, lastActiveAt: activity?.lastActiveAt ?? null },
      credit_ledger: credits.map(({ tenant: _x, member: _m, ...entry }) => entry),
      sessions: sessions.map((s) => ({
        created_at: s.createdAt,
        expires_at: s.expiresAt,
        ip: s.ip,
        user_agent: s.userAgent,
      })),
      blocked_profiles: blocks.map((b) => ({ profile_id: b.profileId, blocked_at: b.createdAt })),
      discount_codes: discountCodes.map((c) => ({
        code: c.code,
        value_percentage: c.valuePercentage,
        status: c.status,
        expires_at: c.expiresAt,
      })),
      mails: mails.map((m) => ({
        kind: m.kind,
        to: m.toAddress,
        subject: m.subject,
        created_at: m.createdAt,
        status: m.status,
      })),
    };
  }
}
