import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { TenantOwnedEntity } from '../../persistence/tenant-owned.entity.js';
import { Profile } from '../profiles/profile.entity.js';

export type LikeSource = 'like' | 'swipe' | 'auto';

/**
 * A profile likes another (the liker is a member's profile, or a fictional one for an automatic like);
 * `tenant_id` is the liker's site. Two likes in opposite directions are a match.
 */
@Entity('profile_like')
@Unique('profile_like_pair_key', ['likerProfileId', 'likedProfileId'])
@Index('profile_like_liked_idx', ['likedProfileId'])
@Index('profile_like_liker_day_idx', ['likerProfileId', 'source', 'createdAt'])
export class ProfileLike extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { name: 'liker_profile_id' })
  likerProfileId!: number;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'liker_profile_id' })
  liker!: Relation<Profile>;

  @Column('int', { name: 'liked_profile_id' })
  likedProfileId!: number;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'liked_profile_id' })
  liked!: Relation<Profile>;

  @Column('text', { default: 'like' })
  source!: LikeSource;

  /** Until the liked member opens the liker's profile (spec §4). */
  @Column('boolean', { name: 'is_new', default: true })
  isNew!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
