import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Tenant } from './tenant.entity.js';

/** One host name a tenant answers on; a tenant may have many. */
@Entity('tenant_domain')
export class TenantDomain {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('tenant_domain_tenant_id_idx')
  @Column('int', { name: 'tenant_id' })
  tenantId!: number;

  @ManyToOne(
    () => Tenant,
    (tenant) => tenant.domains,
    { onDelete: 'CASCADE' },
  )
  @JoinColumn({ name: 'tenant_id' })
  tenant!: Relation<Tenant>;

  @Index('tenant_domain_host_key', { unique: true })
  @Column('text')
  host!: string;

  @Column('boolean', { name: 'is_primary', default: false })
  isPrimary!: boolean;
}
