import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Relationship status and tattoos may stay unsaid, as hair, eye colour and body type may: signup asks
 * for neither, and a page said "Single, no tattoos" of every member who never answered. Values already
 * stored stay (which of them were only the old defaults cannot be told).
 */
export class UnsaidAttributes1765800000000 implements MigrationInterface {
  name = 'UnsaidAttributes1765800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "profile" ALTER COLUMN "relationship_status" DROP NOT NULL`);
    await db.query(
      `ALTER TABLE "profile" ALTER COLUMN "tattoos" DROP NOT NULL, ALTER COLUMN "tattoos" DROP DEFAULT`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(
      `UPDATE "profile" SET "relationship_status" = 'single' WHERE "relationship_status" IS NULL`,
    );
    await db.query(`UPDATE "profile" SET "tattoos" = false WHERE "tattoos" IS NULL`);
    await db.query(`ALTER TABLE "profile" ALTER COLUMN "relationship_status" SET NOT NULL`);
    await db.query(
      `ALTER TABLE "profile" ALTER COLUMN "tattoos" SET DEFAULT false, ALTER COLUMN "tattoos" SET NOT NULL`,
    );
  }
}
