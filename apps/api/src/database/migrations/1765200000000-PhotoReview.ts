import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Photo moderation (issue 12): a tenant may have new member photos approved first. Every photo there is
 * already is approved; a rejected one is deleted (the audit log keeps who refused it and why). The queue
 * reads the few pending photos oldest first through a partial index.
 */
export class PhotoReview1765200000000 implements MigrationInterface {
  name = 'PhotoReview1765200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "tenant" ADD "photo_approval" boolean NOT NULL DEFAULT false`);
    await db.query(`ALTER TABLE "profile_photo" ADD "review_status" text NOT NULL DEFAULT 'approved'`);
    await db.query(`ALTER TABLE "profile_photo" ADD "reviewed_at" TIMESTAMP WITH TIME ZONE`);
    await db.query(`ALTER TABLE "profile_photo" ADD "reviewed_by" integer`);
    await db.query(
      `ALTER TABLE "profile_photo" ADD CONSTRAINT "profile_photo_reviewed_by_fkey" FOREIGN KEY ("reviewed_by") REFERENCES "staff"("id") ON DELETE SET NULL`,
    );
    await db.query(
      `CREATE INDEX "profile_photo_pending_idx" ON "profile_photo" ("tenant_id", "id") WHERE "review_status" = 'pending'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "profile_photo_pending_idx"`);
    await db.query(`ALTER TABLE "profile_photo" DROP CONSTRAINT "profile_photo_reviewed_by_fkey"`);
    await db.query(`ALTER TABLE "profile_photo" DROP COLUMN "reviewed_by"`);
    await db.query(`ALTER TABLE "profile_photo" DROP COLUMN "reviewed_at"`);
    await db.query(`ALTER TABLE "profile_photo" DROP COLUMN "review_status"`);
    await db.query(`ALTER TABLE "tenant" DROP COLUMN "photo_approval"`);
  }
}
