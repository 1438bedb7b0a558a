import type { StaffRole } from '@amora/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Tenant } from '../../../tenancy/tenant.entity.js';
import { StaffMember } from './staff-member.entity.js';

/** One role of a staff member, on one tenant or, with tenant_id null, on every tenant. */
@Entity('staff_role')
@Index('staff_role_staff_id_idx', ['staffId'])
@Index('staff_role_tenant_id_idx', ['tenantId'])
export class StaffRoleGrant {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { name: 'staff_id' })
  staffId!: number;

  @ManyToOne(() => StaffMember, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'staff_id' })
  staff!: Relation<StaffMember>;

  @Column('text')
  role!: StaffRole;

  @Column('int', { name: 'tenant_id', nullable: true })
  tenantId!: number | null;

  @ManyToOne(() => Tenant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tenant_id' })
  tenant!: Relation<Tenant> | null;
}
