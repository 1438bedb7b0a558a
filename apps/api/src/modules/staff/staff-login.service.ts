import { type AdminLogin, STAFF_FAILURES_BEFORE_LOCK, STAFF_LOCK_MINUTES } from '@amora/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { verifyPassword } from '../accounts/passwords.js';
import { StaffMember } from './entities/staff-member.entity.js';
import { TOTP_CIPHER } from './staff-tokens.js';
import { type TotpCipher, totpStep } from './totp.js';

const locked = (minutes: number) => new ApiError('account_locked', { minutes }, minutes * 60);

/**
 * Checks a staff sign-in: the password (argon2id; the same work for an unknown address), then the
 * authenticator code when the staff member has a second factor. Five wrong passwords or codes in a row
 * lock the account for 15 minutes; a code is accepted once (its 30-second step is remembered).
 */
@Injectable()
export class StaffLoginService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(TOTP_CIPHER) private readonly cipher: TotpCipher,
  ) {}

  async verify({ email, password, totp }: AdminLogin): Promise<StaffMember> {
    const staff = await this.dataSource
      .getRepository(StaffMember)
      .findOneBy({ email: email.trim().toLowerCase() });
    if (staff?.status !== 'active') {
      await verifyPassword(null, password);
      throw new ApiError('login_failed');
    }
    const lockedMinutes = minutesLeft(staff.lockedUntil);
    if (lockedMinutes > 0) throw locked(lockedMinutes);
    if (!(await verifyPassword(staff.passwordHash, password)))
      throw await this.failure(staff.id, 'login_failed');
    if (staff.totpSecret) await this.checkCode(staff, staff.totpSecret, totp);

    const signedIn = { failedLogins: 0, lastLoginAt: new Date() };
    await this.dataSource.getRepository(StaffMember).update({ id: staff.id }, signedIn);
    return Object.assign(staff, signedIn);
  }

  /** The second factor: asked for when missing; a wrong or used code counts as a failure. */
  private async checkCode(staff: StaffMember, stored: string, code: string | undefined): Promise<void> {
    if (!code) throw new ApiError('totp_required');
    const step = await totpStep(this.cipher.decrypt(stored), code, staff.totpLastStep);
    if (step === null || !(await claimStep(this.dataSource, staff.id, step))) {
      throw await this.failure(staff.id, 'totp_invalid');
    }
  }

  /** Counts a failure in SQL (parallel attempts all count); the fifth locks the account. */
  private async failure(staffId: number, code: 'login_failed' | 'totp_invalid'): Promise<ApiError> {
    const [rows] = (await this.dataSource.query(
      `UPDATE "staff" SET
         "failed_logins" = CASE WHEN "failed_logins" + 1 >= $2 THEN 0 ELSE "failed_logins" + 1 END,
         "locked_until" = CASE WHEN "failed_logins" + 1 >= $2 THEN now() + make_interval(mins => $3) ELSE "locked_until" END
       WHERE "id" = $1
       RETURNING "locked_until" > now() AS "locked"`,
      [staffId, STAFF_FAILURES_BEFORE_LOCK, STAFF_LOCK_MINUTES],
    )) as [{ locked: boolean }[], number];
    return rows[0]?.locked ? locked(STAFF_LOCK_MINUTES) : new ApiError(code);
  }
}

/**
 * Takes a code's time step for this staff member, once: of two requests with the same code (or an
 * earlier one) only the first gets it.
 */
export async function claimStep(db: DataSource, staffId: number, step: number): Promise<boolean> {
  const [rows] = (await db.query(
    `UPDATE "staff" SET "totp_last_step" = $2
     WHERE "id" = $1 AND ("totp_last_step" IS NULL OR "totp_last_step" < $2) RETURNING "id"`,
    [staffId, step],
  )) as [{ id: number }[], number];
  return rows.length === 1;
}

function minutesLeft(until: Date | null): number {
  if (!until) return 0;
  const ms = until.getTime() - Date.now();
  return ms > 0 ? Math.ceil(ms / 60_000) : 0;
}
