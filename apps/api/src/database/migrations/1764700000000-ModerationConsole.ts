import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The moderator console (issue 12): the inbox across tenants oldest first, the trail of every message
 * staff wrote (per staff member, profile and member, without scanning chat_message), and staff notes
 * on members and fictional profiles.
 */
export class ModerationConsole1764700000000 implements MigrationInterface {
  name = 'ModerationConsole1764700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX "moderator_queue_oldest_idx" ON "moderator_queue" ("waiting_since", "conversation_id")`,
    );
    await db.query(
      `CREATE TABLE "staff_message" ("message_id" integer NOT NULL, "staff_id" integer NOT NULL, "member_tenant_id" integer NOT NULL, "fictional_profile_id" integer NOT NULL, "member_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "staff_message_pkey" PRIMARY KEY ("message_id"), CONSTRAINT "staff_message_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "chat_message"("id") ON DELETE CASCADE, CONSTRAINT "staff_message_member_tenant_id_fkey" FOREIGN KEY ("member_tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE, CONSTRAINT "staff_message_fictional_profile_id_fkey" FOREIGN KEY ("fictional_profile_id") REFERENCES "profile"("id") ON DELETE CASCADE, CONSTRAINT "staff_message_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE CASCADE)`,
    );
    for (const column of ['staff_id', 'member_tenant_id', 'fictional_profile_id', 'member_id']) {
      await db.query(
        `CREATE INDEX "staff_message_${column}_idx" ON "staff_message" ("${column}", "message_id")`,
      );
    }
    // replies written before the trail existed
    await db.query(
      `INSERT INTO "staff_message" ("message_id", "staff_id", "member_tenant_id", "fictional_profile_id", "member_id", "created_at")
       SELECT m.id, m.staff_id, mem.tenant_id, m.sender_profile_id, mem.id, m.created_at
       FROM chat_message m
       JOIN conversation_participant p ON p.conversation_id = m.conversation_id AND p.member_id IS NOT NULL
       JOIN member mem ON mem.id = p.member_id
       WHERE m.staff_id IS NOT NULL`,
    );
    await db.query(
      `CREATE TABLE "member_note" ("member_id" integer NOT NULL, "notes" text NOT NULL, "updated_by" integer, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "member_note_pkey" PRIMARY KEY ("member_id"), CONSTRAINT "member_note_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE CASCADE)`,
    );
    await db.query(
      `CREATE TABLE "profile_note" ("profile_id" integer NOT NULL, "notes" text NOT NULL, "updated_by" integer, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "profile_note_pkey" PRIMARY KEY ("profile_id"), CONSTRAINT "profile_note_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE CASCADE)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['profile_note', 'member_note', 'staff_message'])
      await db.query(`DROP TABLE "${table}"`);
    await db.query(`DROP INDEX "moderator_queue_oldest_idx"`);
  }
}
