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

/** A member's report about a profile, kept for support (the admin console reads them). */
@Entity('complaint')
@Index('complaint_tenant_status_idx', ['tenantId', 'status', 'createdAt'])
export class Complaint extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** The reporting member; null once that account is purged. */
  @Column('int', { name: 'member_id', nullable: true })
  memberId!: number | null;

  @ManyToOne(() => Member, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'member_id' })
  member!: Relation<Member> | null;

  @Column('int', { name: 'profile_id' })
  profileId!: number;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id' })
  profile!: Relation<Profile>;

  @Column('text')
  reason!: string;

  @Column('text', { default: '' })
  text!: string;

  @Column('text', { default: 'open' })
  status!: 'open' | 'in_progress' | 'closed';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
