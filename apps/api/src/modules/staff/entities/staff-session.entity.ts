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
import { StaffMember } from './staff-member.entity.js';

/** A staff sign-in: only the SHA-256 of the cookie's token is stored; it lives 12 hours. */
@Entity('staff_session')
@Index('staff_session_staff_id_idx', ['staffId'])
export class StaffSession {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { name: 'staff_id' })
  staffId!: number;

  @ManyToOne(() => StaffMember, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'staff_id' })
  staff!: Relation<StaffMember>;

  @Column('bytea', { name: 'token_hash', unique: true })
  tokenHash!: Buffer;

  @Column('text', { nullable: true })
  ip!: string | null;

  @Column('text', { name: 'user_agent', nullable: true })
  userAgent!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;

  @Column('timestamptz', { name: 'last_seen_at', default: () => 'now()' })
  lastSeenAt!: Date;
}
