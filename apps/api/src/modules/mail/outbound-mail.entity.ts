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

/** Every mail the platform wrote: `sent` over SMTP, `outbox` without SMTP_URL, or `failed`. */
@Entity('outbound_mail')
@Index('outbound_mail_tenant_id_idx', ['tenantId', 'createdAt'])
@Index('outbound_mail_member_idx', ['memberId', 'id'])
export class OutboundMail extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { name: 'member_id', nullable: true })
  memberId!: number | null;

  @ManyToOne(() => Member, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'member_id' })
  member!: Relation<Member> | null;

  @Column('text')
  kind!: string;

  @Column('text', { name: 'to_address' })
  toAddress!: string;

  @Column('text')
  subject!: string;

  @Column('text')
  text!: string;

  @Column('text')
  html!: string;

  @Column('text')
  status!: 'sent' | 'outbox' | 'failed';

  @Column('text', { nullable: true })
  error!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'sent_at', nullable: true })
  sentAt!: Date | null;
}
