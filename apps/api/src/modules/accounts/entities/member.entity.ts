import type { Locale, NotificationPreferences, Tracking } from '@amora/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { TenantOwnedEntity } from '../../../persistence/tenant-owned.entity.js';
import { Profile } from '../../profiles/profile.entity.js';

export type MemberStatus = 'not_confirmed' | 'active' | 'pending_deletion' | 'deleted';
export type NotificationsDisabledReason = 'fbl' | 'bounce' | 'listunsubscribe';

/** A member's account on one tenant. Personal fields become null when the account is purged. */
@Entity('member')
@Check('member_credits_not_negative', '"credits" >= 0')
@Index('member_tenant_email_key', ['tenantId', 'email'], { unique: true })
// unique on lower(name): an expression index TypeORM cannot describe, kept by the migration
@Index('member_tenant_name_key', { synchronize: false })
@Index('member_deletion_idx', { synchronize: false })
// support's lookup by the start of a name or an address, in that key's byte order (COLLATE "C"), per
// tenant and over all: expression and collation TypeORM cannot describe, kept by the migration
@Index('member_name_search_idx', { synchronize: false })
@Index('member_email_search_idx', { synchronize: false })
@Index('member_name_search_all_idx', { synchronize: false })
@Index('member_email_search_all_idx', { synchronize: false })
// a profile's member: who is behind a like or a message, and whose blocks apply
@Index('member_profile_id_idx', ['profileId'])
// support's member lists of one tenant, newest first
@Index('member_tenant_idx', ['tenantId', 'id'])
export class Member extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text', { nullable: true })
  email!: string | null;

  @Column('text', { default: 'not_confirmed' })
  status!: MemberStatus;

  @Column('text', { name: 'password_hash', nullable: true })
  passwordHash!: string | null;

  @Column('text', { nullable: true })
  name!: string | null;

  @Column('date', { name: 'date_of_birth', nullable: true })
  dateOfBirth!: string | null;

  @Column('text', { nullable: true })
  gender!: 'male' | 'female' | null;

  @Column('text', { nullable: true })
  seeking!: 'male' | 'female' | 'both' | null;

  @Column('text')
  language!: Locale;

  @Column('text', { name: 'signup_message', nullable: true })
  signupMessage!: string | null;

  @Column('jsonb', { nullable: true })
  tracking!: Tracking | null;

  @Column('text', { nullable: true })
  invite!: string | null;

  @Column('int', { default: 0 })
  credits!: number;

  @Column('boolean', { name: 'paid_user', default: false })
  paidUser!: boolean;

  /** The payment provider's customer (Mollie `cst_…`), whose mandates repeat orders charge. */
  @Column('text', { name: 'payment_customer_id', nullable: true })
  paymentCustomerId!: string | null;

  @Column('boolean', { default: false })
  invisible!: boolean;

  @Column('jsonb', { name: 'notification_preferences', default: {} })
  notificationPreferences!: Partial<NotificationPreferences>;

  @Column('text', { name: 'notifications_disabled', array: true, default: () => "'{}'" })
  notificationsDisabled!: NotificationsDisabledReason[];

  @Column('int', { name: 'failed_logins', default: 0 })
  failedLogins!: number;

  @Column('timestamptz', { name: 'locked_until', nullable: true })
  lockedUntil!: Date | null;

  @Column('timestamptz', { name: 'confirmed_at', nullable: true })
  confirmedAt!: Date | null;

  /** Disabled by support (a complaint): no login, no session, and a password reset does not lift it. */
  @Column('timestamptz', { name: 'disabled_at', nullable: true })
  disabledAt!: Date | null;

  @Column('timestamptz', { name: 'deletion_requested_at', nullable: true })
  deletionRequestedAt!: Date | null;

  /** What the member said when deleting the account, for support. */
  @Column('text', { name: 'deletion_reason', nullable: true })
  deletionReason!: string | null;

  @Column('timestamptz', { name: 'deleted_at', nullable: true })
  deletedAt!: Date | null;

  @Column('int', { name: 'profile_id', nullable: true })
  profileId!: number | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'profile_id' })
  profile!: Relation<Profile> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
