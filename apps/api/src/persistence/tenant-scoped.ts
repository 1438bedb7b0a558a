import type {
  DataSource,
  DeepPartial,
  EntityManager,
  EntityTarget,
  FindManyOptions,
  FindOneOptions,
  FindOptionsWhere,
  ObjectLiteral,
  QueryDeepPartialEntity,
} from 'typeorm';
import type { Tenant } from '../tenancy/tenant.entity.js';

/** A row that belongs to one tenant. */
export interface TenantOwned extends ObjectLiteral {
  tenantId: number;
}
export type TenantRef = Pick<Tenant, 'id'>;

type Where<T> = Omit<FindOptionsWhere<T>, 'tenantId'>;
type NewRow<T> = Omit<DeepPartial<T>, 'tenantId'>;
type Change<T> = Omit<QueryDeepPartialEntity<T>, 'tenantId'>;

/**
 * Data access for tenant-owned tables that does not compile without a tenant (DESIGN.md decision 2,
 * like novu's EnforceEnvOrOrgIds): every read, update and delete filters by it, every write stamps it,
 * and a caller's own `tenantId` can never widen the query or move a row to another tenant. This is
 * the way a feature reads and writes its tenant's rows; `db` may be a transaction's EntityManager.
 */
export function tenantScoped<T extends TenantOwned>(db: DataSource | EntityManager, entity: EntityTarget<T>) {
  const repository = db.getRepository(entity);
  const scope = (tenant: TenantRef, where: Where<T> = {} as Where<T>) =>
    ({ ...where, tenantId: tenant.id }) as FindOptionsWhere<T>;
  const stamp = (tenant: TenantRef, row: NewRow<T>) => ({ ...row, tenantId: tenant.id }) as DeepPartial<T>;
  const unstamped = (change: Change<T>) => {
    const { tenantId: _ignored, ...rest } = change as { tenantId?: unknown };
    return rest as QueryDeepPartialEntity<T>;
  };
  return {
    find: (tenant: TenantRef, where?: Where<T>, options: Omit<FindManyOptions<T>, 'where'> = {}) =>
      repository.find({ ...options, where: scope(tenant, where) }),
    /** `options.lock` locks the row for the caller's transaction. */
    findOne: (tenant: TenantRef, where: Where<T>, options: Omit<FindOneOptions<T>, 'where'> = {}) =>
      repository.findOne({ ...options, where: scope(tenant, where) }),
    /** For a row the caller knows is there; throws EntityNotFoundError otherwise. */
    findOneOrFail: (tenant: TenantRef, where: Where<T>) =>
      repository.findOneOrFail({ where: scope(tenant, where) }),
    exists: (tenant: TenantRef, where: Where<T>) => repository.exists({ where: scope(tenant, where) }),
    count: (tenant: TenantRef, where?: Where<T>) => repository.count({ where: scope(tenant, where) }),
    /** `orIgnore`: rows that would break a unique key are left out (ON CONFLICT DO NOTHING). */
    insert: (tenant: TenantRef, rows: NewRow<T>[], { orIgnore = false } = {}) => {
      const values = rows.map((row) => stamp(tenant, row)) as QueryDeepPartialEntity<T>[];
      return orIgnore
        ? repository.createQueryBuilder().insert().values(values).orIgnore().execute()
        : repository.insert(values);
    },
    /** Inserts one row and answers it as stored (generated id, column defaults). */
    save: (tenant: TenantRef, row: NewRow<T>): Promise<T> =>
      repository.save(repository.create(stamp(tenant, row))),
    update: (tenant: TenantRef, where: Where<T>, change: Change<T>) =>
      repository.update(scope(tenant, where), unstamped(change)),
    delete: (tenant: TenantRef, where: Where<T>) => repository.delete(scope(tenant, where)),
  };
}
