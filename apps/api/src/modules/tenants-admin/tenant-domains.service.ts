import type { adminDomainCreateSchema, adminDomainSchema } from '@amora/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { ApiError } from '../../common/api-error.js';
import { ENV } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { TenantDomain } from '../../tenancy/tenant-domain.entity.js';
import { AuditLog } from '../staff/audit-log.js';
import type { SignedInStaff } from '../staff/staff-access.js';
import { TenantChanges } from './tenant-changes.js';
import { lockTenant, uniqueViolation } from './tenant-lock.js';

type DomainCreate = z.infer<typeof adminDomainCreateSchema>;
type AdminDomain = z.infer<typeof adminDomainSchema>;

/**
 * A tenant's host names: several per tenant, each host on one tenant only, never none. After each
 * change `tenant.changed` makes every API process forget the tenant's hosts and the hosts it did not
 * know yet, so a new domain answers at once everywhere and a removed one stops answering.
 */
@Injectable()
export class TenantDomainsService {
  private readonly adminHost: string;

  constructor(
    private readonly db: DataSource,
    private readonly changes: TenantChanges,
    @Inject(ENV) env: Env,
  ) {
    this.adminHost = env.ADMIN_HOST.toLowerCase();
  }

  async add(staff: SignedInStaff, input: DomainCreate, ip: string): Promise<AdminDomain[]> {
    if (input.host === this.adminHost) throw new ApiError('domain_taken', { host: input.host });
    const domains = await this.change(staff, input.tenant_id, async (db) => {
      const existing = await db.getRepository(TenantDomain).findOneBy({ host: input.host });
      if (existing && existing.tenantId !== input.tenant_id) {
        throw new ApiError('domain_taken', { host: input.host });
      }
      const before = await domainsOf(db, input.tenant_id);
      const id =
        existing?.id ??
        (
          await db
            .getRepository(TenantDomain)
            .insert({ tenantId: input.tenant_id, host: input.host, isPrimary: false })
        ).identifiers[0].id;
      if (input.primary) await makePrimary(db, input.tenant_id, id);
      const after = await domainsOf(db, input.tenant_id);
      await audit(db, staff, 'tenant_domain.create', input.tenant_id, before, after, ip);
      return after;
    }).catch((error: unknown) => {
      if (uniqueViolation(error) === 'tenant_domain_host_key')
        throw new ApiError('domain_taken', { host: input.host });
      throw error;
    });
    return domains;
  }

  async setPrimary(staff: SignedInStaff, domainId: number, ip: string): Promise<AdminDomain[]> {
    const tenantId = await this.tenantOf(domainId);
    return this.change(staff, tenantId, async (db) => {
      const before = await domainsOf(db, tenantId);
      await this.stillThere(db, domainId, tenantId);
      await makePrimary(db, tenantId, domainId);
      const after = await domainsOf(db, tenantId);
      await audit(db, staff, 'tenant_domain.primary', tenantId, before, after, ip);
      return after;
    });
  }

  /** Removes a domain; the next one becomes primary when it was; the last one stays (`domain_last`). */
  async remove(staff: SignedInStaff, domainId: number, ip: string): Promise<AdminDomain[]> {
    const tenantId = await this.tenantOf(domainId);
    return this.change(staff, tenantId, async (db) => {
      const before = await domainsOf(db, tenantId);
      await this.stillThere(db, domainId, tenantId);
      if (before.length <= 1) throw new ApiError('domain_last');
      await db.getRepository(TenantDomain).delete({ id: domainId });
      const rest = await domainsOf(db, tenantId);
      if (!rest.some((domain) => domain.is_primary)) await makePrimary(db, tenantId, rest[0].id);
      const after = await domainsOf(db, tenantId);
      await audit(db, staff, 'tenant_domain.delete', tenantId, before, after, ip);
      return after;
    });
  }

  /** One transaction on the locked tenant, then every process forgets it. */
  private async change<T>(staff: SignedInStaff, tenantId: number, work: (db: EntityManager) => Promise<T>) {
    const result = await this.db.transaction(async (db) => {
      await lockTenant(db, staff, tenantId);
      return work(db);
    });
    await this.changes.announce(tenantId);
    return result;
  }

  private async tenantOf(domainId: number): Promise<number> {
    const domain = await this.db.getRepository(TenantDomain).findOneBy({ id: domainId });
    if (!domain) throw new ApiError('domain_not_found');
    return domain.tenantId;
  }

  /** The domain, read again under the tenant's lock: a concurrent removal or move wins. */
  private async stillThere(db: EntityManager, domainId: number, tenantId: number) {
    const domain = await db.getRepository(TenantDomain).findOneBy({ id: domainId, tenantId });
    if (!domain) throw new ApiError('domain_not_found');
  }
}

export async function domainsOf(db: EntityManager, tenantId: number): Promise<AdminDomain[]> {
  const rows = await db.getRepository(TenantDomain).find({
    where: { tenantId },
    order: { isPrimary: 'DESC', id: 'ASC' },
  });
  return rows.map((row) => ({ id: row.id, host: row.host, is_primary: row.isPrimary }));
}

async function makePrimary(db: EntityManager, tenantId: number, domainId: number) {
  await db.query('UPDATE tenant_domain SET is_primary = (id = $2) WHERE tenant_id = $1', [
    tenantId,
    domainId,
  ]);
}

function audit(
  db: EntityManager,
  staff: SignedInStaff,
  action: string,
  tenantId: number,
  before: AdminDomain[],
  after: AdminDomain[],
  ip: string,
) {
  return AuditLog.record(db, {
    staff: staff.member,
    action,
    entity: 'tenant',
    entityId: tenantId,
    tenantId,
    before: { domains: before },
    after: { domains: after },
    ip,
  });
}
