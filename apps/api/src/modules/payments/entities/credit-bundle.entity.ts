import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { TenantOwnedEntity } from '../../../persistence/tenant-owned.entity.js';
import { BundlePrice } from './bundle-price.entity.js';

/** A credit bundle of a tenant; its prices per country are in bundle_price. Retired, never deleted. */
@Entity('credit_bundle')
@Check('credit_bundle_credits_positive', '"credits" > 0')
@Index('credit_bundle_tenant_idx', ['tenantId', 'position'])
export class CreditBundle extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int')
  credits!: number;

  @Column('boolean', { name: 'best_value', default: false })
  bestValue!: boolean;

  @Column('int', { default: 0 })
  position!: number;

  @Column('boolean', { default: true })
  active!: boolean;

  @OneToMany(
    () => BundlePrice,
    (price) => price.bundle,
  )
  prices!: Relation<BundlePrice>[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
