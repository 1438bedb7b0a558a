import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Support in the console (issue 12): complaints get a subject (a general complaint names no profile), an
 * assignee, internal notes and a change time; members are found by the start of their e-mail or name
 * across 200,000 rows of a tenant (text_pattern_ops: LIKE 'prefix%' uses the index in any collation).
 */
export class Support1764800000000 implements MigrationInterface {
  name = 'Support1764800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "complaint" ALTER COLUMN "profile_id" DROP NOT NULL`);
    // a complaint outlives the profile it reports (support deletes that member; the case stays on file)
    await db.query(`ALTER TABLE "complaint" DROP CONSTRAINT "complaint_profile_id_fkey"`);
    await db.query(
      `ALTER TABLE "complaint" ADD CONSTRAINT "complaint_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE SET NULL`,
    );
    await db.query(`ALTER TABLE "complaint" ADD "subject" text`);
    await db.query(`ALTER TABLE "complaint" ADD "assigned_staff_id" integer`);
    await db.query(
      `ALTER TABLE "complaint" ADD "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`,
    );
    await db.query(
      `ALTER TABLE "complaint" ADD CONSTRAINT "complaint_assigned_staff_id_fkey" FOREIGN KEY ("assigned_staff_id") REFERENCES "staff"("id") ON DELETE SET NULL`,
    );
    await db.query(`CREATE INDEX "complaint_tenant_id_idx" ON "complaint" ("tenant_id", "id")`);
    await db.query(`CREATE INDEX "complaint_assigned_idx" ON "complaint" ("assigned_staff_id", "id")`);
    await db.query(
      `CREATE TABLE "complaint_note" ("id" SERIAL NOT NULL, "complaint_id" integer NOT NULL, "staff_id" integer, "text" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "complaint_note_pkey" PRIMARY KEY ("id"), CONSTRAINT "complaint_note_complaint_id_fkey" FOREIGN KEY ("complaint_id") REFERENCES "complaint"("id") ON DELETE CASCADE, CONSTRAINT "complaint_note_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff"("id") ON DELETE SET NULL)`,
    );
    await db.query(`CREATE INDEX "complaint_note_complaint_idx" ON "complaint_note" ("complaint_id", "id")`);
    await db.query(`CREATE INDEX "member_email_prefix_idx" ON "member" ("email" text_pattern_ops)`);
    await db.query(`CREATE INDEX "member_name_prefix_idx" ON "member" (lower("name") text_pattern_ops)`);
    await db.query(`CREATE INDEX "outbound_mail_member_idx" ON "outbound_mail" ("member_id", "id")`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "outbound_mail_member_idx"`);
    await db.query(`DROP INDEX "member_name_prefix_idx"`);
    await db.query(`DROP INDEX "member_email_prefix_idx"`);
    await db.query(`DROP TABLE "complaint_note"`);
    await db.query(`DROP INDEX "complaint_assigned_idx"`);
    await db.query(`DROP INDEX "complaint_tenant_id_idx"`);
    await db.query(`ALTER TABLE "complaint" DROP CONSTRAINT "complaint_assigned_staff_id_fkey"`);
    await db.query(`ALTER TABLE "complaint" DROP COLUMN "updated_at"`);
    await db.query(`ALTER TABLE "complaint" DROP COLUMN "assigned_staff_id"`);
    await db.query(`ALTER TABLE "complaint" DROP COLUMN "subject"`);
    await db.query(`DELETE FROM "complaint" WHERE "profile_id" IS NULL`);
    await db.query(`ALTER TABLE "complaint" DROP CONSTRAINT "complaint_profile_id_fkey"`);
    await db.query(
      `ALTER TABLE "complaint" ADD CONSTRAINT "complaint_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE CASCADE`,
    );
    await db.query(`ALTER TABLE "complaint" ALTER COLUMN "profile_id" SET NOT NULL`);
  }
}
