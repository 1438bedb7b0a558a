import type {
  DataSource,
  DeepPartial,
  EntityManager,
  EntityTarget,
  FindManyOptions,
  FindOptionsWhere,
  ObjectLiteral,
} from 'typeorm';
import type { Tenant } from '../tenancy/tenant.entity.js';

/** A row that belongs to one tenant. */
export interface TenantOwned extends ObjectLiteral {
  tenantId: number;
}
export type TenantRef = Pick<Tenant, 'id'>;

type Where<T> = Omit<FindOptionsWhere<T>, 'tenantId'>;
type NewRow<T> = Omit<DeepPartial<T>, 'tenantId'>;

/**
 * Data access for tenant-owned tables that does not compile without a tenant (DESIGN.md decision 2,
 * like novu's EnforceEnvOrOrgIds): every read filters by it, every write stamps it, and a caller's own
 * `tenantId` can never widen the query.
 */
export function tenantScoped<T extends TenantOwned>(db: DataSource | EntityManager, entity: EntityTarget<T>) {
  const repository = db.getRepository(entity);
  const scope = (tenant: TenantRef, where: Where<T> = {} as Where<T>) =>
    ({ ...where, tenantId: tenant.id }) as FindOptionsWhere<T>;
  return {
    find: (tenant: TenantRef, where?: Where<T>, options: Omit<FindManyOptions<T>, 'where'> = {}) =>
      repository.find({ ...options, where: scope(tenant, where) }),
    findOne: (tenant: TenantRef, where: Where<T>) => repository.findOne({ where: scope(tenant, where) }),
    count: (tenant: TenantRef, where?: Where<T>) => repository.count({ where: scope(tenant, where) }),
    insert: (tenant: TenantRef, rows: NewRow<T>[]) =>
      repository.insert(rows.map((row) => ({ ...row, tenantId: tenant.id })) as never),
  };
}
