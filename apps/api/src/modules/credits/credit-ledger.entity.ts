import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { TenantOwnedEntity } from '../../persistence/tenant-owned.entity.js';
import { Member } from '../accounts/entities/member.entity.js';

/** Append-only: every change of a member's credits, with the balance it left (DESIGN.md §5). */
@Entity('credit_ledger')
@Unique('credit_ledger_idempotency_key', ['tenantId', 'idempotencyKey'])
@Index('credit_ledger_member_id_idx', ['memberId'])
export class CreditLedgerEntry extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { name: 'member_id' })
  memberId!: number;

  // NO ACTION: a member with bookings is never deleted, only anonymised (a tenant's deletion cascades)
  @ManyToOne(() => Member)
  @JoinColumn({ name: 'member_id' })
  member!: Relation<Member>;

  @Column('int')
  delta!: number;

  @Column('int', { name: 'balance_after' })
  balanceAfter!: number;

  @Column('text')
  reason!: string;

  @Column('text', { nullable: true })
  reference!: string | null;

  @Column('text', { name: 'idempotency_key' })
  idempotencyKey!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
