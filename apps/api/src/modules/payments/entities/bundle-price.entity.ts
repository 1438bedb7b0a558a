import {
  Check,
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { TenantOwnedEntity } from '../../../persistence/tenant-owned.entity.js';
import { CreditBundle } from './credit-bundle.entity.js';

/** What a bundle costs in one country: integer minor units of the country's currency. */
@Entity('bundle_price')
@Unique('bundle_price_bundle_country_key', ['bundleId', 'country'])
@Check('bundle_price_amount_positive', '"amount" > 0')
export class BundlePrice extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { name: 'bundle_id' })
  bundleId!: number;

  @ManyToOne(
    () => CreditBundle,
    (bundle) => bundle.prices,
    { onDelete: 'CASCADE' },
  )
  @JoinColumn({ name: 'bundle_id' })
  bundle!: Relation<CreditBundle>;

  /** ISO 3166-1 alpha-2. */
  @Column('text')
  country!: string;

  /** ISO 4217. */
  @Column('text')
  currency!: string;

  @Column('int')
  amount!: number;
}
