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
 * No direct debit for this member or this IBAN (spec §8 "account blocked"): set by support, and by a
 * chargeback of a direct debit payment.
 */
@Entity('direct_debit_block')
@Index('direct_debit_block_member_idx', ['tenantId', 'memberId'])
@Index('direct_debit_block_iban_idx', ['tenantId', 'iban'])
export class DirectDebitBlock extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { name: 'member_id', nullable: true })
  memberId!: number | null;

  @ManyToOne(() => Member, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'member_id' })
  member!: Relation<Member> | null;

  @Column('text', { nullable: true })
  iban!: string | null;

  @Column('text')
  reason!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
