import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { TenantOwnedEntity } from '../../persistence/tenant-owned.entity.js';
import { Member } from '../accounts/entities/member.entity.js';

/** A discount on credits (spec §3). Kept when an account is purged: it is part of the financial record. */
@Entity('discount_code')
@Unique('discount_code_tenant_code_key', ['tenantId', 'code'])
export class DiscountCode extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text')
  code!: string;

  @Column('int', { name: 'member_id', nullable: true })
  memberId!: number | null;

  @ManyToOne(() => Member, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'member_id' })
  member!: Relation<Member> | null;

  @Column('numeric', {
    name: 'value_percentage',
    precision: 5,
    scale: 2,
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  valuePercentage!: number;

  @Column('text', { default: 'active' })
  status!: 'active' | 'used';

  @Column('text')
  reason!: string;

  @Column('timestamptz', { name: 'expires_at', nullable: true })
  expiresAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
