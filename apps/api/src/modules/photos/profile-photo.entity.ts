import type { PhotoReviewStatus } from '@amora/contracts';
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
import { Profile } from '../profiles/profile.entity.js';
import { StaffMember } from '../staff/entities/staff-member.entity.js';

/**
 * One photo of a profile; position 0 is the main photo. `key` names the renditions a viewer who may
 * see the photo gets, `blur_key` the blurred one; both are random, so neither reveals the other.
 * A `pending` photo (its tenant has new photos approved first) is shown to its owner only.
 */
@Entity('profile_photo')
@Index('profile_photo_profile_idx', ['profileId', 'position'])
// before a deleted photo's files go: does another row still point at them (deleteUnusedFiles)
@Index('profile_photo_key_idx', ['key'])
// the review queue's partial index (pending only), migration 1765200000000
@Index('profile_photo_pending_idx', { synchronize: false })
export class ProfilePhoto extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { name: 'profile_id' })
  profileId!: number;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id' })
  profile!: Relation<Profile>;

  @Column('int')
  position!: number;

  @Column('text')
  key!: string;

  @Column('text', { name: 'blur_key' })
  blurKey!: string;

  @Column('int')
  width!: number;

  @Column('int')
  height!: number;

  @Column('text', { name: 'review_status', default: 'approved' })
  reviewStatus!: PhotoReviewStatus;

  @Column('timestamptz', { name: 'reviewed_at', nullable: true })
  reviewedAt!: Date | null;

  @Column('int', { name: 'reviewed_by', nullable: true })
  reviewedBy!: number | null;

  @ManyToOne(() => StaffMember, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'reviewed_by' })
  reviewer!: Relation<StaffMember> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
