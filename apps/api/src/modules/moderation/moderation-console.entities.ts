import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Tenant } from '../../tenancy/tenant.entity.js';
import { Member } from '../accounts/entities/member.entity.js';
import { ChatMessage } from '../chat/chat-message.entity.js';
import { Profile } from '../profiles/profile.entity.js';

/**
 * The trail of a message staff wrote for a fictional profile, written with the reply: listed per staff
 * member, per profile and per member without scanning chat_message. `member_tenant_id` is the member's
 * site, whose staff may read it.
 */
@Entity('staff_message')
@Index('staff_message_staff_id_idx', ['staffId', 'messageId'])
@Index('staff_message_member_tenant_id_idx', ['memberTenantId', 'messageId'])
@Index('staff_message_fictional_profile_id_idx', ['fictionalProfileId', 'messageId'])
@Index('staff_message_member_id_idx', ['memberId', 'messageId'])
export class StaffMessage {
  @PrimaryColumn('int', { name: 'message_id' })
  messageId!: number;

  @ManyToOne(() => ChatMessage, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'message_id' })
  message!: Relation<ChatMessage>;

  /** No foreign key, as chat_message.staff_id: the trail outlives a staff account. */
  @Column('int', { name: 'staff_id' })
  staffId!: number;

  @Column('int', { name: 'member_tenant_id' })
  memberTenantId!: number;

  @ManyToOne(() => Tenant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_tenant_id' })
  memberTenant!: Relation<Tenant>;

  @Column('int', { name: 'fictional_profile_id' })
  fictionalProfileId!: number;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'fictional_profile_id' })
  fictionalProfile!: Relation<Profile>;

  @Column('int', { name: 'member_id' })
  memberId!: number;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member!: Relation<Member>;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;
}

/** Staff's notes on a member (what moderators keep in mind when answering); never shown to members. */
@Entity('member_note')
export class MemberNote {
  @PrimaryColumn('int', { name: 'member_id' })
  memberId!: number;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member!: Relation<Member>;

  @Column('text')
  notes!: string;

  @Column('int', { name: 'updated_by', nullable: true })
  updatedBy!: number | null;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;
}

/** A fictional profile's own notes: its story, what it told members, how it writes. */
@Entity('profile_note')
export class ProfileNote {
  @PrimaryColumn('int', { name: 'profile_id' })
  profileId!: number;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id' })
  profile!: Relation<Profile>;

  @Column('text')
  notes!: string;

  @Column('int', { name: 'updated_by', nullable: true })
  updatedBy!: number | null;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;
}
