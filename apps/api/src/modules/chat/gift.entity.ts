import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { TenantOwnedEntity } from '../../persistence/tenant-owned.entity.js';

/** A gift of a tenant's catalogue. Its name per interface language; its price, else gift_credits. */
@Entity('gift')
@Unique('gift_tenant_slug_key', ['tenantId', 'slug'])
export class Gift extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text')
  slug!: string;

  /** Locale → name; `en` is the fallback. */
  @Column('jsonb')
  names!: Record<string, string>;

  /** Storage key of the image, served from cdn_prefix. */
  @Column('text')
  image!: string;

  @Column('int', { nullable: true })
  credits!: number | null;

  @Column('int', { default: 0 })
  position!: number;

  @Column('boolean', { default: true })
  active!: boolean;
}
