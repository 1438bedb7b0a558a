import { Column, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { Tenant } from '../tenancy/tenant.entity.js';

/** The `tenant_id` every tenant-owned row carries (DESIGN.md §2), removed with its tenant. */
export abstract class TenantOwnedEntity {
  @Column('int', { name: 'tenant_id' })
  tenantId!: number;

  @ManyToOne(() => Tenant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tenant_id' })
  tenant!: Relation<Tenant>;
}
