import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { TenantOwnedEntity } from '../../persistence/tenant-owned.entity.js';
import { Member } from '../accounts/entities/member.entity.js';

/** Every SMS the platform wrote; the embedded default keeps them here (`outbox`) and in the log. */
@Entity('sms_message')
export class SmsMessage extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { name: 'member_id', nullable: true })
  memberId!: number | null;

  @ManyToOne(() => Member, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'member_id' })
  member!: Relation<Member> | null;

  /** E.164. */
  @Column('text')
  phone!: string;

  @Column('text')
  body!: string;

  @Column('text')
  status!: 'sent' | 'outbox' | 'failed';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
