import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The legal entity behind one or more tenants (spec §3 company info). */
@Entity('company')
export class Company {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text')
  name!: string;

  @Column('text')
  address!: string;

  @Column('text')
  kvk!: string;

  @Column('text')
  city!: string;

  @Column('text')
  country!: string;

  @Column('text', { array: true, default: () => "'{}'" })
  tradenames!: string[];

  @Column('text', { name: 'vat_numbers', array: true, default: () => "'{}'" })
  vatNumbers!: string[];

  @Column('text', { name: 'support_phone' })
  supportPhone!: string;

  @Column('smallint', { name: 'delete_discount', default: 0 })
  deleteDiscount!: number;

  @Column('timestamptz', { default: () => 'now()' })
  added!: Date;
}
