import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, IsNull, MoreThan } from 'typeorm';
import { type TenantRef, tenantScoped } from '../../persistence/tenant-scoped.js';
import { AccountToken, type TokenPurpose } from './entities/account-token.entity.js';
import { hashToken, newToken } from './tokens.js';

/** Single-use, expiring, hashed mail-link tokens. */
@Injectable()
export class AccountTokensService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async issue(
    db: EntityManager | DataSource,
    tenant: TenantRef,
    memberId: number,
    purpose: TokenPurpose,
    validMs: number,
    newEmail: string | null = null,
  ): Promise<string> {
    const { token, hash } = newToken();
    await tenantScoped(db, AccountToken).insert(tenant, [
      { memberId, purpose, tokenHash: hash, newEmail, expiresAt: new Date(Date.now() + validMs) },
    ]);
    return token;
  }

  /** How many tokens of this purpose the member received since `since` (mail limits). */
  countSince(tenant: TenantRef, memberId: number, purpose: TokenPurpose, since: Date): Promise<number> {
    return tenantScoped(this.dataSource, AccountToken).count(tenant, {
      memberId,
      purpose,
      createdAt: MoreThan(since),
    });
  }

  /**
   * Marks the token used and answers it, or null when it is unknown, of another tenant or purpose, used
   * or expired. The UPDATE … WHERE used_at IS NULL makes two clicks at once use it only once.
   */
  async consume(db: EntityManager, tenant: TenantRef, purpose: TokenPurpose, token: string) {
    if (!token || token.length > 100) return null;
    const tokens = tenantScoped(db, AccountToken);
    const found = await tokens.findOne(tenant, {
      tokenHash: hashToken(token),
      purpose,
      usedAt: IsNull(),
      expiresAt: MoreThan(new Date()),
    });
    if (!found) return null;
    const result = await tokens.update(tenant, { id: found.id, usedAt: IsNull() }, { usedAt: new Date() });
    return result.affected === 1 ? found : null;
  }

  /** Ends every open token of this purpose (after a reset, older reset links stop working). */
  async revokeAll(
    db: EntityManager,
    tenant: TenantRef,
    memberId: number,
    purpose: TokenPurpose,
  ): Promise<void> {
    await tenantScoped(db, AccountToken).update(
      tenant,
      { memberId, purpose, usedAt: IsNull() },
      { usedAt: new Date() },
    );
  }
}
