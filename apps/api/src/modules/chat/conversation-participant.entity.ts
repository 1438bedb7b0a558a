import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { TenantOwnedEntity } from '../../persistence/tenant-owned.entity.js';
import { Member } from '../accounts/entities/member.entity.js';
import { Profile } from '../profiles/profile.entity.js';
import { Conversation } from './conversation.entity.js';

/**
 * One side of a conversation: the profile, its member (null for a fictional profile, whose side
 * moderators answer) and that side's unread count, read mark and deletion.
 */
@Entity('conversation_participant')
@Index('conversation_participant_member_idx', ['memberId'])
export class ConversationParticipant extends TenantOwnedEntity {
  @PrimaryColumn('int', { name: 'conversation_id' })
  conversationId!: number;

  @ManyToOne(() => Conversation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversation_id' })
  conversation!: Relation<Conversation>;

  @PrimaryColumn('int', { name: 'profile_id' })
  profileId!: number;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id' })
  profile!: Relation<Profile>;

  @Column('int', { name: 'member_id', nullable: true })
  memberId!: number | null;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member!: Relation<Member> | null;

  @Column('int', { name: 'unread_count', default: 0 })
  unreadCount!: number;

  /** The last message of the other side this side has read ("seen"). */
  @Column('int', { name: 'last_read_message_id', default: 0 })
  lastReadMessageId!: number;

  /** Deleted by this side: messages up to here are gone for it. */
  @Column('int', { name: 'cleared_message_id', default: 0 })
  clearedMessageId!: number;

  /** Deleted by this side and nothing new since: not in its chat list. */
  @Column('boolean', { default: false })
  hidden!: boolean;
}
