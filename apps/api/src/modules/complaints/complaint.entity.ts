import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { TenantOwnedEntity } from '../../persistence/tenant-owned.entity.js';
import { Member } from '../accounts/entities/member.entity.js';
import { Profile } from '../profiles/profile.entity.js';
import { StaffMember } from '../staff/entities/staff-member.entity.js';

export type ComplaintStatus = 'open' | 'in_progress' | 'closed';

/**
 * A member's report about a profile, or a general complaint (no profile, a subject), kept for support:
 * the console's queue assigns, notes and closes them.
 */
@Entity('complaint')
@Index('complaint_tenant_status_idx', ['tenantId', 'status', 'createdAt'])
@Index('complaint_tenant_id_idx', ['tenantId', 'id'])
@Index('complaint_assigned_idx', ['assignedStaffId', 'id'])
export class Complaint extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The reporting member; null once that account is purged. */
  @Column('int', { name: 'member_id', nullable: true })
  memberId!: number | null;

  @ManyToOne(() => Member, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'member_id' })
  member!: Relation<Member> | null;

  /** The reported profile; null for a general complaint, or once the reported account is purged. */
  @Column('int', { name: 'profile_id', nullable: true })
  profileId!: number | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'profile_id' })
  profile!: Relation<Profile> | null;

  @Column('text', { nullable: true })
  subject!: string | null;

  @Column('text')
  reason!: string;

  @Column('text', { default: '' })
  text!: string;

  @Column('text', { default: 'open' })
  status!: ComplaintStatus;

  /** The support agent working on it. */
  @Column('int', { name: 'assigned_staff_id', nullable: true })
  assignedStaffId!: number | null;

  @ManyToOne(() => StaffMember, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'assigned_staff_id' })
  assignedStaff!: Relation<StaffMember> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;
}
