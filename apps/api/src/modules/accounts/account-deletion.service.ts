import { randomBytes } from 'node:crypto';
import { REACTIVATION_DAYS } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, IsNull } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { tenantScoped } from '../../persistence/tenant-scoped.js';
import { Company } from '../../tenancy/company.entity.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { DiscountCode } from '../discounts/discount-code.entity.js';
import { Profile } from '../profiles/profile.entity.js';
import { AccountMailer } from './account-mailer.service.js';
import { AccountTokensService } from './account-tokens.service.js';
import { Member } from './entities/member.entity.js';
import { verifyPassword } from './passwords.js';
import { SessionService } from './session.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const REACTIVATION_MS = REACTIVATION_DAYS * DAY_MS;
const RETENTION_CODE_DAYS = 30;

/** Deleting an account: retention offer, 14 days to change one's mind by mail, then the purge. */
@Injectable()
export class AccountDeletionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: AccountTokensService,
    private readonly mailer: AccountMailer,
    private readonly sessions: SessionService,
  ) {}

  async offer(tenant: Tenant): Promise<number> {
    const company = await this.dataSource.getRepository(Company).findOneByOrFail({ id: tenant.companyId });
    return company.deleteDiscount;
  }

  /**
   * The member stays: a personal discount code of the company's delete_discount, once per member. A real
   * code: the member types it on /credits and payments apply it (modules/discounts).
   */
  async acceptOffer(tenant: Tenant, member: Member) {
    const percentage = await this.offer(tenant);
    if (percentage <= 0) throw new ApiError('not_found');
    const codes = tenantScoped(this.dataSource, DiscountCode);
    const existing = await codes.findOne(tenant, { memberId: member.id, reason: 'retention' });
    const code =
      existing ??
      (await codes.save(tenant, {
        memberId: member.id,
        code: `STAY${percentage}-${randomBytes(4).toString('hex').toUpperCase()}`,
        valuePercentage: percentage,
        reason: 'retention',
        validity: 'once-per-user',
        expiresAt: new Date(Date.now() + RETENTION_CODE_DAYS * DAY_MS),
      }));
    return {
      code: code.code,
      value_percentage: code.valuePercentage,
      expires: (code.expiresAt ?? new Date()).toISOString(),
    };
  }

  /** Hidden at once, logged out everywhere, purged after 14 days unless reactivated from the mail. */
  async requestDeletion(
    tenant: Tenant,
    member: Member,
    request: { password: string; reason?: string },
    origin: string,
  ): Promise<void> {
    if (!(await verifyPassword(member.passwordHash, request.password))) throw new ApiError('password_wrong');
    const requestedAt = new Date();
    const token = await this.dataSource.transaction(async (db) => {
      await tenantScoped(db, Member).update(
        tenant,
        { id: member.id },
        {
          status: 'pending_deletion',
          deletionRequestedAt: requestedAt,
          // support reads why members leave; kept when the purge removes the personal data
          deletionReason: request.reason?.trim() || null,
        },
      );
      if (member.profileId) {
        await tenantScoped(db, Profile).update(tenant, { id: member.profileId }, { status: 'disabled' });
      }
      await this.sessions.endOthers(db, tenant, member.id);
      return this.tokens.issue(db, tenant, member.id, 'reactivation', REACTIVATION_MS);
    });
    const purgeDate = new Date(requestedAt.getTime() + REACTIVATION_MS);
    await this.mailer.send(tenant, member, origin, 'account_deleted', token, {
      date: new Intl.DateTimeFormat(member.language, { dateStyle: 'long' }).format(purgeDate),
    });
  }

  /** The reactivation link: the account comes back as it was. False when the link is bad or too late. */
  async reactivate(tenant: Tenant, token: string): Promise<boolean> {
    return this.dataSource.transaction(async (db) => {
      const used = await this.tokens.consume(db, tenant, 'reactivation', token);
      if (!used) return false;
      const members = tenantScoped(db, Member);
      const member = await members.findOneOrFail(tenant, { id: used.memberId });
      if (member.status !== 'pending_deletion') return member.status !== 'deleted';
      const status = member.confirmedAt ? 'active' : 'not_confirmed';
      await members.update(tenant, { id: member.id }, { status, deletionRequestedAt: null });
      if (member.profileId && status === 'active') {
        await tenantScoped(db, Profile).update(tenant, { id: member.profileId }, { status: 'active' });
      }
      return true;
    });
  }

  /** Sends a new reactivation link when a member pending deletion logs in with the right password. */
  async remindReactivation(tenant: Tenant, member: Member, origin: string): Promise<void> {
    const lastHour = new Date(Date.now() - 60 * 60 * 1000);
    if ((await this.tokens.countSince(tenant, member.id, 'reactivation', lastHour)) > 0) return;
    const until = (member.deletionRequestedAt?.getTime() ?? Date.now()) + REACTIVATION_MS;
    if (until <= Date.now()) return;
    const token = await this.tokens.issue(
      this.dataSource,
      tenant,
      member.id,
      'reactivation',
      until - Date.now(),
    );
    await this.mailer.send(tenant, member, origin, 'account_deleted', token, {
      date: new Intl.DateTimeFormat(member.language, { dateStyle: 'long' }).format(new Date(until)),
    });
  }

  /**
   * Members whose 14 days are over, oldest first, across all tenants: the one deliberate cross-tenant
   * read, for the purge job, which then touches each member's rows within that member's tenant.
   */
  dueForPurge(now: Date): Promise<Member[]> {
    return this.dataSource
      .getRepository(Member)
      .createQueryBuilder('member')
      .where("member.status = 'pending_deletion' AND member.deletion_requested_at <= :cutoff", {
        cutoff: new Date(now.getTime() - REACTIVATION_MS),
      })
      .andWhere({ deletedAt: IsNull() })
      .orderBy('member.deletion_requested_at')
      .limit(500)
      .getMany();
  }
}
