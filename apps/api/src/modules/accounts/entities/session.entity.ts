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

/** A member's login: only the SHA-256 of the cookie's token is stored, with the tenant it belongs to. */
@Entity('session')
@Index('session_member_id_idx', ['memberId'])
export class Session extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { name: 'member_id' })
  memberId!: number;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member!: Relation<Member>;

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
}
