import type { StaffStatus } from '@amora/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A person of the back office. Staff span tenants, so this is no tenant-owned row: what they may reach
 * is in their roles (staff_role). The e-mail is stored in lower case, so it is unique whatever the case.
 */
@Entity('staff')
export class StaffMember {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text', { unique: true })
  email!: string;

  @Column('text')
  name!: string;

  @Column('text', { name: 'password_hash' })
  passwordHash!: string;

  /** The password was generated (by an owner, the CLI): the staff member chooses their own first. */
  @Column('boolean', { name: 'password_change_required', default: false })
  passwordChangeRequired!: boolean;

  @Column('text', { default: 'active' })
  status!: StaffStatus;

  @Column('smallint', { name: 'failed_logins', default: 0 })
  failedLogins!: number;

  @Column('timestamptz', { name: 'locked_until', nullable: true })
  lockedUntil!: Date | null;

  /** The TOTP secret, encrypted with a key derived from the server secret (totp.ts); null: no second factor. */
  @Column('text', { name: 'totp_secret', nullable: true })
  totpSecret!: string | null;

  /** A secret being set up, until the app's first code confirms it. */
  @Column('text', { name: 'totp_pending_secret', nullable: true })
  totpPendingSecret!: string | null;

  /** An owner requires a second factor of this staff member. */
  @Column('boolean', { name: 'totp_required', default: false })
  totpRequired!: boolean;

  /** The 30-second step of the last code accepted: a code is never accepted twice. */
  @Column('int', { name: 'totp_last_step', nullable: true })
  totpLastStep!: number | null;

  @Column('timestamptz', { name: 'last_login_at', nullable: true })
  lastLoginAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
