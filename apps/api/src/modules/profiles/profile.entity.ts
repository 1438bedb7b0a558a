import { PROFILE_ATTRIBUTE_VALUES, type ProfileAttribute } from '@amora/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TenantOwnedEntity } from '../../persistence/tenant-owned.entity.js';

/** A check that a column holds one of its values the contracts know (or none). */
const oneOf = (column: ProfileAttribute) =>
  `${column} IN (${PROFILE_ATTRIBUTE_VALUES[column].map((value) => `'${value}'`).join(', ')})`;

/** A member profile as others see it (spec §3 profile attributes). Tenant-owned. */
@Entity('profile')
// search asks for every gender when a search names none (search-sql.ts): the check makes that exact
@Check('profile_gender_check', `gender IN ('male', 'female')`)
// ...and every value of a trait it does not filter on (the traits index, migration 1765900000000)
@Check('profile_relationship_status_check', oneOf('relationship_status'))
@Check('profile_hair_check', oneOf('hair'))
@Check('profile_eye_colour_check', oneOf('eye_colour'))
@Check('profile_body_type_check', oneOf('body_type'))
@Index('profile_tenant_id_idx', ['tenantId'])
@Index('profile_pool_idx', ['pool', 'id'])
// the console's list of operator-run profiles (partial: few among many members), migration 1765100000000
@Index('profile_fictional_idx', { synchronize: false })
// Partial search indexes with trailing filter columns (migration 1764200000000-SearchIndexes): not expressible here.
@Index('profile_search_idx', { synchronize: false })
@Index('profile_search_gender_idx', { synchronize: false })
@Index('profile_search_region_idx', { synchronize: false })
@Index('profile_search_place_idx', { synchronize: false })
@Index('profile_search_birth_idx', { synchronize: false })
@Index('profile_search_sexuality_idx', { synchronize: false })
@Index('profile_search_relationship_idx', { synchronize: false })
@Index('profile_search_hair_idx', { synchronize: false })
@Index('profile_search_eye_colour_idx', { synchronize: false })
@Index('profile_search_body_type_idx', { synchronize: false })
@Index('profile_search_traits_idx', { synchronize: false })
export class Profile extends TenantOwnedEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text')
  name!: string;

  @Column('text')
  gender!: 'male' | 'female';

  @Column('text')
  sexuality!: 'hetero' | 'gay' | 'lesbian' | 'bi';

  /** Null until the member says: signup does not ask (nor for hair, eye colour, body type, tattoos). */
  @Column('text', { name: 'relationship_status', nullable: true })
  relationshipStatus!: string | null;

  @Column('text', { nullable: true })
  hair!: string | null;

  @Column('text', { name: 'eye_colour', nullable: true })
  eyeColour!: string | null;

  @Column('text', { name: 'body_type', nullable: true })
  bodyType!: string | null;

  @Column('boolean', { nullable: true })
  tattoos!: boolean | null;

  @Column('date', { name: 'date_of_birth' })
  dateOfBirth!: string;

  @Column('text')
  city!: string;

  @Column('text')
  region!: string;

  /** The place's id in the installed dataset (modules/geo), when chosen from it. */
  @Column('int', { name: 'place_id', nullable: true })
  placeId!: number | null;

  @Column('double precision', { nullable: true })
  latitude!: number | null;

  @Column('double precision', { nullable: true })
  longitude!: number | null;

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

  /** The main photo's renditions (copied from profile_photo position 0, so lists need no join). */
  @Column('text', { name: 'match_filename', nullable: true })
  matchFilename!: string | null;

  /** The member's invisible mode (member.invisible), kept here so search needs no join. */
  @Column('boolean', { default: false })
  invisible!: boolean;

  /**
   * The profile pool (DESIGN.md §2): `tenant:<id>`, or `niche:<n>` for tenants sharing their niche's
   * pool. Set by database triggers from the tenant's settings; never written by the app.
   */
  @Column({ type: 'text', insert: false, update: false })
  pool!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
