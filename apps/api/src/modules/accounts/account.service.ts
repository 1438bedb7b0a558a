import { RESET_EMAILS_PER_DAY, RESET_TOKEN_MINUTES } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, QueryFailedError } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { type TenantRef, tenantScoped } from '../../persistence/tenant-scoped.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { Profile } from '../profiles/profile.entity.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AccountMailer } from './account-mailer.service.js';
import { AccountTokensService } from './account-tokens.service.js';
import { Member } from './entities/member.entity.js';
import { assertNewPassword, hashPassword, verifyPassword } from './passwords.js';
import { SessionService } from './session.service.js';
import { normaliseEmail } from './signup-rules.js';

const HOUR_MS = 60 * 60 * 1000;
const ACTIVATION_MAILS_PER_HOUR = 3;
const EMAIL_CHANGE_VALID_MS = 24 * HOUR_MS;
const ACTIVATION_VALID_MS = 30 * 24 * HOUR_MS;

/** Activation, password reset and change, e-mail change: the account's own security. */
@Injectable()
export class AccountService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: AccountTokensService,
    private readonly mailer: AccountMailer,
    private readonly sessions: SessionService,
    private readonly deletion: AccountDeletionService,
  ) {}

  /** The activation link: confirms the address and enables the profile. False when the link is bad. */
  async activate(tenant: Tenant, token: string): Promise<boolean> {
    return this.dataSource.transaction(async (db) => {
      const used = await this.tokens.consume(db, tenant, 'activation', token);
      if (!used) return false;
      const members = tenantScoped(db, Member);
      const member = await members.findOneOrFail(tenant, { id: used.memberId });
      if (member.status !== 'not_confirmed') return member.status === 'active';
      await members.update(tenant, { id: member.id }, { status: 'active', confirmedAt: new Date() });
      if (member.profileId) {
        await tenantScoped(db, Profile).update(tenant, { id: member.profileId }, { status: 'active' });
      }
      return true;
    });
  }

  async resendActivation(tenant: Tenant, member: Member, origin: string): Promise<void> {
    if (member.status !== 'not_confirmed') return;
    const sent = await this.tokens.countSince(
      tenant,
      member.id,
      'activation',
      new Date(Date.now() - HOUR_MS),
    );
    if (sent >= ACTIVATION_MAILS_PER_HOUR) throw new ApiError('too_many_mails', undefined, HOUR_MS / 1000);
    const token = await this.tokens.issue(
      this.dataSource,
      tenant,
      member.id,
      'activation',
      ACTIVATION_VALID_MS,
    );
    await this.mailer.send(tenant, member, origin, 'activation', token);
  }

  async requestPasswordReset(tenant: Tenant, email: string, origin: string): Promise<void> {
    const member = await tenantScoped(this.dataSource, Member).findOne(tenant, {
      email: normaliseEmail(email),
    });
    if (!member || member.status === 'deleted') throw new ApiError('email_not_found');
    if (member.status === 'pending_deletion') {
      // a reset link could not log in: the account must come back first, so the reactivation mail goes
      await this.deletion.remindReactivation(tenant, member, origin);
      throw new ApiError('account_pending_deletion');
    }
    const sent = await this.tokens.countSince(
      tenant,
      member.id,
      'password_reset',
      new Date(Date.now() - 24 * HOUR_MS),
    );
    if (sent >= RESET_EMAILS_PER_DAY)
      throw new ApiError('too_many_reset_emails', undefined, (24 * HOUR_MS) / 1000);
    const token = await this.tokens.issue(
      this.dataSource,
      tenant,
      member.id,
      'password_reset',
      RESET_TOKEN_MINUTES * 60_000,
    );
    await this.mailer.send(tenant, member, origin, 'password_reset', token, { minutes: RESET_TOKEN_MINUTES });
  }

  /** A new password from a reset link: every session of the member ends, the lock lifts. */
  async resetPassword(tenant: Tenant, token: string, password: string, repeat: string): Promise<Member> {
    await assertNewPassword(password, repeat);
    const passwordHash = await hashPassword(password);
    return this.dataSource.transaction(async (db) => {
      const used = await this.tokens.consume(db, tenant, 'password_reset', token);
      if (!used) throw new ApiError('link_invalid');
      const before = await tenantScoped(db, Member).findOneOrFail(tenant, { id: used.memberId });
      if (before.disabledAt) throw new ApiError('account_disabled');
      await this.tokens.revokeAll(db, tenant, used.memberId, 'password_reset');
      const members = tenantScoped(db, Member);
      const unlocked = { passwordHash, failedLogins: 0, lockedUntil: null };
      await members.update(tenant, { id: used.memberId }, unlocked);
      await this.sessions.endOthers(db, tenant, used.memberId);
      const member = await members.findOneOrFail(tenant, { id: used.memberId });
      if (member.status === 'pending_deletion') throw new ApiError('account_pending_deletion');
      return member;
    });
  }

  /** Needs the old password; ends the member's other sessions. */
  async changePassword(
    tenant: TenantRef,
    member: Member,
    body: { old_password: string; password: string; password_repeat: string },
    keepSession: Buffer,
  ): Promise<void> {
    if (!(await verifyPassword(member.passwordHash, body.old_password)))
      throw new ApiError('old_password_wrong');
    await assertNewPassword(body.password, body.password_repeat);
    const passwordHash = await hashPassword(body.password);
    await this.dataSource.transaction(async (db) => {
      await tenantScoped(db, Member).update(tenant, { id: member.id }, { passwordHash });
      await this.sessions.endOthers(db, tenant, member.id, keepSession);
    });
  }

  /** Sends a confirmation link to the new address; nothing changes until it is followed. */
  async requestEmailChange(
    tenant: Tenant,
    member: Member,
    body: { email: string; password: string },
    origin: string,
  ) {
    if (!(await verifyPassword(member.passwordHash, body.password))) throw new ApiError('password_wrong');
    const email = normaliseEmail(body.email);
    await this.assertEmailFree(tenant, email);
    const token = await this.tokens.issue(
      this.dataSource,
      tenant,
      member.id,
      'email_change',
      EMAIL_CHANGE_VALID_MS,
      email,
    );
    await this.mailer.send(tenant, member, origin, 'email_change', token, { email }, email);
  }

  async confirmEmailChange(tenant: Tenant, token: string): Promise<Member> {
    return this.dataSource
      .transaction(async (db) => {
        const used = await this.tokens.consume(db, tenant, 'email_change', token);
        if (!used?.newEmail) throw new ApiError('link_invalid');
        const members = tenantScoped(db, Member);
        await members.update(tenant, { id: used.memberId }, { email: used.newEmail });
        return members.findOneOrFail(tenant, { id: used.memberId });
      })
      .catch((error: unknown) => {
        if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
          throw new ApiError('email_taken');
        }
        throw error;
      });
  }

  private async assertEmailFree(tenant: Tenant, email: string) {
    const taken = await tenantScoped(this.dataSource, Member).exists(tenant, { email });
    if (taken) throw new ApiError('email_taken');
  }
}
