import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { TenantOwnedEntity } from '../../persistence/tenant-owned.entity.js';
import { Profile } from './profile.entity.js';

/**
 * When a profile's member was last seen (the online dot, "recently active"), apart from the profile so
 * that the once-a-minute touch leaves the wide, search-indexed profile rows alone (migration
 * 1765500000002). A trigger gives every new profile its row.
 */
@Entity('profile_activity')
export class ProfileActivity extends TenantOwnedEntity {
  @PrimaryColumn('int', { name: 'profile_id' })
  profileId!: number;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id' })
  profile!: Relation<Profile>;

  @Column('timestamptz', { name: 'last_active_at', default: () => 'now()' })
  lastActiveAt!: Date;
}
