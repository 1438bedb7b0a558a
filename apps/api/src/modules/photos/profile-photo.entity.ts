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

/**
 * One photo of a profile; position 0 is the main photo. `key` names the renditions a viewer who may
 * see the photo gets, `blur_key` the blurred one; both are random, so neither reveals the other.
 */
@Entity('profile_photo')
@Index('profile_photo_profile_idx', ['profileId', 'position'])
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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
