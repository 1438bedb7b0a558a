import { LOCK_MINUTES, LOGIN_FAILURES_BEFORE_LOCK, type LoginRequest } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { type TenantRef, tenantScoped } from '../../persistence/tenant-scoped.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { Member } from './entities/member.entity.js';
import { verifyPassword } from './passwords.js';

/**
 * Checks e-mail and password on one tenant. Ten wrong passwords in a row lock the account for 15
 * minutes (spec §8); the counter is updated in SQL so parallel attempts all count.
 */
const locked = (minutes: number) => new ApiError('account_locked', { minutes }, minutes * 60);

@Injectable()
export class LoginService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async verify(tenant: Tenant, { email, password }: LoginRequest): Promise<Member> {
    const members = tenantScoped(this.dataSource, Member);
    const member = await members.findOne(tenant, { email: email.trim().toLowerCase() });
    if (!member || member.status === 'deleted') {
      await verifyPassword(null, password);
      throw new ApiError('login_failed');
    }
    if (member.disabledAt) {
      await verifyPassword(member.passwordHash, password);
      throw new ApiError('account_disabled');
    }
    const lockedMinutes = minutesLeft(member.lockedUntil);
    if (lockedMinutes > 0) throw locked(lockedMinutes);

    if (!(await verifyPassword(member.passwordHash, password))) {
      const failures = await this.countFailure(tenant, member.id);
      if (failures >= LOGIN_FAILURES_BEFORE_LOCK) throw locked(LOCK_MINUTES);
      throw new ApiError('login_failed');
    }
    if (member.failedLogins > 0) await members.update(tenant, { id: member.id }, { failedLogins: 0 });
    return { ...member, failedLogins: 0 };
  }

  /** One more failure; the tenth starts the lock and resets the counter. Answers the count reached. */
  private async countFailure(tenant: TenantRef, memberId: number): Promise<number> {
    const [rows] = (await this.dataSource.query(
      `UPDATE "member" SET
         "failed_logins" = CASE WHEN "failed_logins" + 1 >= $2 THEN 0 ELSE "failed_logins" + 1 END,
         "locked_until" = CASE WHEN "failed_logins" + 1 >= $2 THEN now() + make_interval(mins => $3) ELSE "locked_until" END
       WHERE "id" = $1 AND "tenant_id" = $4
       RETURNING "failed_logins", "locked_until" > now() AS "locked"`,
      [memberId, LOGIN_FAILURES_BEFORE_LOCK, LOCK_MINUTES, tenant.id],
    )) as [{ failed_logins: number; locked: boolean }[], number];
    return rows[0]?.locked ? LOGIN_FAILURES_BEFORE_LOCK : (rows[0]?.failed_logins ?? 0);
  }
}

function minutesLeft(until: Date | null): number {
  if (!until) return 0;
  const ms = until.getTime() - Date.now();
  return ms > 0 ? Math.ceil(ms / 60_000) : 0;
}
