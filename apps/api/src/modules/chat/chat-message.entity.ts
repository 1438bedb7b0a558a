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
import { Conversation } from './conversation.entity.js';
import { Gift } from './gift.entity.js';

export type MessageKind = 'text' | 'gift';

/** A message; `tenant_id` is the conversation's. `staff_id` marks a moderator's reply for a fictional profile. */
@Entity('chat_message')
@Index('chat_message_conversation_idx', ['conversationId', 'id'])
@Unique('chat_message_client_key', ['senderProfileId', 'clientId'])
export class ChatMessage extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { name: 'conversation_id' })
  conversationId!: number;

  @ManyToOne(() => Conversation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversation_id' })
  conversation!: Relation<Conversation>;

  @Column('int', { name: 'sender_profile_id' })
  senderProfileId!: number;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sender_profile_id' })
  sender!: Relation<Profile>;

  @Column('text', { default: 'text' })
  kind!: MessageKind;

  @Column('text', { nullable: true })
  text!: string | null;

  @Column('int', { name: 'gift_id', nullable: true })
  giftId!: number | null;

  @ManyToOne(() => Gift, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'gift_id' })
  gift!: Relation<Gift> | null;

  /** What the sender paid for it. */
  @Column('int', { default: 0 })
  credits!: number;

  /** The staff account that wrote it for a fictional profile (staff accounts come with the console). */
  @Column('int', { name: 'staff_id', nullable: true })
  staffId!: number | null;

  /** The sender's name for this send: the same send twice is refused, and charged once. */
  @Column('uuid', { name: 'client_id', nullable: true })
  clientId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
