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
import { TenantOwnedEntity } from '../../persistence/tenant-owned.entity.js';
import { Member } from '../accounts/entities/member.entity.js';

/**
 * A live event for a member, kept a day so that a stream reconnecting with Last-Event-ID gets what it
 * missed. The id is the event's SSE id (bigint: it grows with every message).
 */
@Entity('member_event')
@Index('member_event_member_idx', ['memberId', 'id'])
export class MemberEvent extends TenantOwnedEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id!: string;

  @Column('int', { name: 'member_id' })
  memberId!: number;

  @ManyToOne(() => Member, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'member_id' })
  member!: Relation<Member>;

  @Column('text')
  type!: string;

  @Column('jsonb')
  data!: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
