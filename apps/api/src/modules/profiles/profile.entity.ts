import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TenantOwnedEntity } from '../../persistence/tenant-owned.entity.js';

/** A member profile as others see it (spec §3 profile attributes). Tenant-owned. */
@Entity('profile')
@Index('profile_tenant_id_idx', ['tenantId'])
export class Profile extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text')
  name!: string;

  @Column('text')
  gender!: 'male' | 'female';

  @Column('text')
  sexuality!: 'hetero' | 'gay' | 'lesbian' | 'bi';

  @Column('text', { name: 'relationship_status' })
  relationshipStatus!: string;

  @Column('text')
  hair!: string;

  @Column('text', { name: 'eye_colour' })
  eyeColour!: string;

  @Column('text', { name: 'body_type' })
  bodyType!: string;

  @Column('boolean', { default: false })
  tattoos!: boolean;

  @Column('date', { name: 'date_of_birth' })
  dateOfBirth!: string;

  @Column('text')
  city!: string;

  @Column('text')
  region!: string;

  @Column('character', { length: 2 })
  country!: string;

  @Column('text', { default: '' })
  about!: string;

  @Column('text', { array: true, default: () => "'{}'" })
  interests!: string[];

  /** Operator-run profile: always disclosed to members with the tenant's fictional_* labels. */
  @Column('boolean', { name: 'is_fictional', default: false })
  isFictional!: boolean;

  /** `disabled` until its member confirms the e-mail address, and while an account awaits deletion. */
  @Column('text', { default: 'active' })
  status!: 'active' | 'disabled';

  @Column('text', { name: 'main_image_filename', nullable: true })
  mainImageFilename!: string | null;

  @Column('text', { name: 'thumb_filename', nullable: true })
  thumbFilename!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
