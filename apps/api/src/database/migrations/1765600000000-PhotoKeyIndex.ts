import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Photo rows by their storage key: before a deleted photo's files go, one look tells whether another
 * row still points at them (the demo profiles share their generated portraits).
 */
export class PhotoKeyIndex1765600000000 implements MigrationInterface {
  name = 'PhotoKeyIndex1765600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX "profile_photo_key_idx" ON "profile_photo" ("key")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "profile_photo_key_idx"`);
  }
}
