import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The reason a member gives when deleting the account, for support. */
export class DeletionReason1764000000000 implements MigrationInterface {
  name = 'DeletionReason1764000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "member" ADD "deletion_reason" text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "member" DROP COLUMN "deletion_reason"`);
  }
}
