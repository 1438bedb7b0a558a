import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { StaffMember } from './staff-member.entity.js';

/**
 * What a staff member changed: who, when, what, before and after. tenant_id has no foreign key on
 * purpose: the history of a tenant outlives the tenant. Browsed newest first by id (keyset).
 */
@Entity('audit_log')
@Index('audit_log_at_idx', ['at'])
@Index('audit_log_staff_idx', ['staffId', 'id'])
@Index('audit_log_tenant_idx', ['tenantId', 'id'])
@Index('audit_log_entity_idx', ['entity', 'entityId', 'id'])
@Index('audit_log_action_idx', ['action', 'id'])
export class AuditLogEntry {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('timestamptz', { default: () => 'now()' })
  at!: Date;

  /** null: done from the command line (`npm run staff`). */
  @Column('int', { name: 'staff_id', nullable: true })
  staffId!: number | null;

  @ManyToOne(() => StaffMember, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'staff_id' })
  staff!: Relation<StaffMember> | null;

  @Column('text')
  action!: string;

  @Column('text')
  entity!: string;

  @Column('text', { name: 'entity_id', nullable: true })
  entityId!: string | null;

  @Column('int', { name: 'tenant_id', nullable: true })
  tenantId!: number | null;

  @Column('jsonb', { nullable: true })
  before!: object | null;

  @Column('jsonb', { nullable: true })
  after!: object | null;

  @Column('text', { nullable: true })
  ip!: string | null;
}
