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
import { TenantOwnedEntity } from '../../../persistence/tenant-owned.entity.js';
import { Member } from './member.entity.js';

export type TokenPurpose = 'activation' | 'password_reset' | 'email_change' | 'reactivation';

/** A single-use link sent by mail; only its SHA-256 is stored. */
@Entity('account_token')
@Index('account_token_member_purpose_idx', ['memberId', 'purpose'])
export class AccountToken extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { name: 'member_id' })
  memberId!: number;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member!: Relation<Member>;

  @Column('text')
  purpose!: TokenPurpose;

  @Column('bytea', { name: 'token_hash', unique: true })
  tokenHash!: Buffer;

  @Column('text', { name: 'new_email', nullable: true })
  newEmail!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt!: Date | null;
}
