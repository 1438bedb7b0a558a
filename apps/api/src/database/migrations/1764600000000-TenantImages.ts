import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A tenant's own logo and favicon, uploaded in the console (issue 12): storage keys under /media/. */
export class TenantImages1764600000000 implements MigrationInterface {
  name = 'TenantImages1764600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "tenant" ADD "logo_key" text, ADD "favicon_key" text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "tenant" DROP COLUMN "logo_key", DROP COLUMN "favicon_key"`);
  }
}
