import type { INTEREST_KEYS } from '@amora/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The catalogue of interests, shared by all tenants; the apps translate `interest.<key>`. */
@Entity('interest')
export class Interest {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text', { unique: true })
  key!: (typeof INTEREST_KEYS)[number];
}
