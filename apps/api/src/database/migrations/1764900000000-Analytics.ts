import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The console's analytics (issue 12): numbers per tenant and day, and how far append-only sources are counted. */
export class Analytics1764900000000 implements MigrationInterface {
  name = 'Analytics1764900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "daily_stat" ("tenant_id" integer NOT NULL, "day" date NOT NULL, "metric" text NOT NULL, "currency" text NOT NULL DEFAULT '', "value" bigint NOT NULL, CONSTRAINT "daily_stat_pkey" PRIMARY KEY ("tenant_id", "day", "metric", "currency"))`,
    );
    await db.query(
      `CREATE TABLE "analytics_cursor" ("source" text NOT NULL, "last_id" bigint NOT NULL, CONSTRAINT "analytics_cursor_pkey" PRIMARY KEY ("source"))`,
    );
    await db.query(
      `ALTER TABLE "daily_stat" ADD CONSTRAINT "daily_stat_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE "analytics_cursor"');
    await db.query('DROP TABLE "daily_stat"');
  }
}
