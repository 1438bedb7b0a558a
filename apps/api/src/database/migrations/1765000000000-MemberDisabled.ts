import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Support disables a member (issue 12): a flag of its own, which a password reset does not lift. */
export class MemberDisabled1765000000000 implements MigrationInterface {
  name = 'MemberDisabled1765000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "member" ADD "disabled_at" TIMESTAMP WITH TIME ZONE`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "member" DROP COLUMN "disabled_at"`);
  }
}
