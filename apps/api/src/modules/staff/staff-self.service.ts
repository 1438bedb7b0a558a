import type { StaffMeAnswer, staffPasswordRequestSchema } from '@amora/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
import type { z } from 'zod';
import { ApiError } from '../../common/api-error.js';
import { Tenant } from '../../tenancy/tenant.entity.js';
import { assertNewPassword, hashPassword, verifyPassword } from '../accounts/passwords.js';
import { AuditLog } from './audit-log.js';
import { StaffMember } from './entities/staff-member.entity.js';
import { pendingSetup, type SignedInStaff, tenantScopeOf } from './staff-access.js';
import { claimStep } from './staff-login.service.js';
import { StaffSessionService } from './staff-session.service.js';
import { TOTP_CIPHER } from './staff-tokens.js';
import { staffView } from './staff-view.js';
import { newTotpSecret, type TotpCipher, totpStep, totpUri } from './totp.js';

type PasswordChange = z.infer<typeof staffPasswordRequestSchema>;
type Signed = Pick<SignedInStaff, 'member' | 'grants'> & Partial<Pick<SignedInStaff, 'tokenHash'>>;

/** What a staff member does for themselves: who am I, my password, my second factor. */
@Injectable()
export class StaffSelfService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(TOTP_CIPHER) private readonly cipher: TotpCipher,
  ) {}

  /** The staff member, the tenants they may work on, and what they must set up first. */
  async me({ member, grants }: Signed): Promise<StaffMeAnswer> {
    const scope = tenantScopeOf({ grants });
    const tenants = await this.dataSource.getRepository(Tenant).find({
      select: { id: true, slug: true, name: true, cdnPrefix: true },
      where: scope === 'all' ? {} : { id: In(scope) },
      order: { id: 'ASC' },
    });
    return {
      staff: staffView(member, grants),
      tenants: tenants.map(({ id, slug, name, cdnPrefix }) => ({ id, slug, name, cdn_prefix: cdnPrefix })),
      setup: pendingSetup(member),
    };
  }

  /** A new password of their own; every other session of theirs ends. */
  async changePassword(staff: SignedInStaff, change: PasswordChange, ip: string): Promise<void> {
    if (!(await verifyPassword(staff.member.passwordHash, change.old_password))) {
      throw new ApiError('old_password_wrong');
    }
    await assertNewPassword(change.password, change.password_repeat);
    const passwordHash = await hashPassword(change.password);
    await this.dataSource.transaction(async (db) => {
      await db
        .getRepository(StaffMember)
        .update({ id: staff.member.id }, { passwordHash, passwordChangeRequired: false });
      await StaffSessionService.endAll(db, staff.member.id, staff.tokenHash);
      await AuditLog.record(db, {
        staff: staff.member,
        action: 'staff.password_change',
        entity: 'staff',
        entityId: staff.member.id,
        ip,
      });
    });
  }

  /**
   * A new secret for an authenticator app; the second factor is on once its first code is confirmed.
   * Replacing a second factor that is on takes its current code: a session alone cannot swap it.
   */
  async startTotp(staff: SignedInStaff, code?: string): Promise<{ secret: string; otpauth_uri: string }> {
    const member = await this.dataSource.getRepository(StaffMember).findOneByOrFail({ id: staff.member.id });
    if (member.totpSecret) {
      if (!code) throw new ApiError('totp_required');
      const step = await totpStep(this.cipher.decrypt(member.totpSecret), code, member.totpLastStep);
      if (step === null || !(await claimStep(this.dataSource, member.id, step)))
        throw new ApiError('totp_invalid');
    }
    const secret = newTotpSecret();
    await this.dataSource
      .getRepository(StaffMember)
      .update({ id: staff.member.id }, { totpPendingSecret: this.cipher.encrypt(secret) });
    return { secret, otpauth_uri: totpUri(secret, staff.member.email) };
  }

  /** The app's code for the secret being set up turns the second factor on (401 `totp_invalid` else). */
  async confirmTotp(staff: SignedInStaff, code: string, ip: string): Promise<StaffMember> {
    const member = await this.dataSource.getRepository(StaffMember).findOneByOrFail({ id: staff.member.id });
    const pending = member.totpPendingSecret;
    if (!pending) throw new ApiError('totp_invalid');
    // a new secret: the steps used with the old one do not count against it
    const step = await totpStep(this.cipher.decrypt(pending), code, null);
    if (step === null) throw new ApiError('totp_invalid');
    await this.dataSource.transaction(async (db) => {
      // the pending secret is switched on once: a second confirmation finds it gone
      const switched = await db
        .getRepository(StaffMember)
        .update(
          { id: member.id, totpPendingSecret: pending },
          { totpSecret: pending, totpPendingSecret: null, totpLastStep: step },
        );
      if (switched.affected !== 1) throw new ApiError('totp_invalid');
      await AuditLog.record(db, {
        staff: member,
        action: 'staff.totp_enable',
        entity: 'staff',
        entityId: member.id,
        before: { totp_enabled: member.totpSecret !== null },
        after: { totp_enabled: true },
        ip,
      });
    });
    return this.dataSource.getRepository(StaffMember).findOneByOrFail({ id: member.id });
  }
}
