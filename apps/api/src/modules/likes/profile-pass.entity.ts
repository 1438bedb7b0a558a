import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { TenantOwnedEntity } from '../../persistence/tenant-owned.entity.js';
import { Profile } from '../profiles/profile.entity.js';

/** A profile passed over in the swipe game: it is not offered to that member again. */
@Entity('profile_pass')
export class ProfilePass extends TenantOwnedEntity {
  @PrimaryColumn('int', { name: 'profile_id' })
  profileId!: number;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id' })
  profile!: Relation<Profile>;

  @PrimaryColumn('int', { name: 'passed_profile_id' })
  passedProfileId!: number;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'passed_profile_id' })
  passed!: Relation<Profile>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
