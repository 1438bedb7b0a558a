import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The console lists a pool's operator-run profiles newest first: a few among 200,000 member profiles. */
export class FictionalProfileIndex1765100000000 implements MigrationInterface {
  name = 'FictionalProfileIndex1765100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX "profile_fictional_idx" ON "profile" ("pool", "id") WHERE "is_fictional"`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX "profile_fictional_idx"');
  }
}
