import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { TenantOwnedEntity } from '../../persistence/tenant-owned.entity.js';
import { Member } from '../accounts/entities/member.entity.js';
import { Conversation } from '../chat/conversation.entity.js';
import { Profile } from '../profiles/profile.entity.js';

/**
 * A conversation with a fictional profile waiting for a moderator's answer; `tenant_id` is the member's
 * site. Gone once answered; a claim keeps two moderators from answering the same one.
 */
@Entity('moderator_queue')
@Index('moderator_queue_waiting_idx', ['tenantId', 'waitingSince'])
@Index('moderator_queue_oldest_idx', ['waitingSince', 'conversationId'])
export class ModeratorQueueEntry extends TenantOwnedEntity {
  @PrimaryColumn('int', { name: 'conversation_id' })
  conversationId!: number;

  @ManyToOne(() => Conversation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversation_id' })
  conversation!: Relation<Conversation>;

  @Column('int', { name: 'member_id' })
  memberId!: number;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member!: Relation<Member>;

  @Column('int', { name: 'fictional_profile_id' })
  fictionalProfileId!: number;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'fictional_profile_id' })
  fictionalProfile!: Relation<Profile>;

  /** The member's first message since the last answer. */
  @Column('timestamptz', { name: 'waiting_since' })
  waitingSince!: Date;

  @Column('int', { name: 'claimed_by', nullable: true })
  claimedBy!: number | null;

  @Column('timestamptz', { name: 'claimed_until', nullable: true })
  claimedUntil!: Date | null;
}
