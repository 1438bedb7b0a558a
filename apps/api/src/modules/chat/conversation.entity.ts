import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { TenantOwnedEntity } from '../../persistence/tenant-owned.entity.js';
import { Profile } from '../profiles/profile.entity.js';

/**
 * Two profiles writing to each other, one row per pair (the lower id first). `tenant_id` is the site of
 * the member who started it; each side's own state is in `conversation_participant`.
 */
@Entity('conversation')
@Unique('conversation_pair_key', ['profileLowId', 'profileHighId'])
export class Conversation extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { name: 'profile_low_id' })
  profileLowId!: number;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_low_id' })
  profileLow!: Relation<Profile>;

  @Column('int', { name: 'profile_high_id' })
  profileHighId!: number;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_high_id' })
  profileHigh!: Relation<Profile>;

  /** Who wrote first: free members may start FREE_CONVERSATIONS. */
  @Column('int', { name: 'started_by_profile_id' })
  startedByProfileId!: number;

  @Column('int', { name: 'last_message_id', nullable: true })
  lastMessageId!: number | null;

  @Column('timestamptz', { name: 'last_message_at', default: () => 'now()' })
  lastMessageAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
