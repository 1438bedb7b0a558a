import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The languages a tenant offers per country (issue 12, spec: "language sets per country"): a country
 * listed gets these, its first the default; any other country gets the tenant's `languages`.
 */
export class TenantCountryLanguages1764600000001 implements MigrationInterface {
  name = 'TenantCountryLanguages1764600000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "tenant" ADD "country_languages" jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "tenant" DROP COLUMN "country_languages"`);
  }
}
