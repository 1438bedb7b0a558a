import {
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { TenantOwnedEntity } from '../../../persistence/tenant-owned.entity.js';
import { Profile } from '../../profiles/profile.entity.js';
import { Member } from './member.entity.js';

/** A member blocked a profile: it may no longer see the member's profile or contact them. */
@Entity('member_block')
@Index('member_block_profile_id_idx', ['profileId'])
export class MemberBlock extends TenantOwnedEntity {
  @PrimaryColumn('int', { name: 'member_id' })
  memberId!: number;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member!: Relation<Member>;

  @PrimaryColumn('int', { name: 'profile_id' })
  profileId!: number;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id' })
  profile!: Relation<Profile>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
