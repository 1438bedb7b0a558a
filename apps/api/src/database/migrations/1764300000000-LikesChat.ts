import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Likes, matches and chat (issue 10): likes and swipe passes between profiles, conversations with a
 * state per side, messages and gifts, the moderators' queue of fictional profiles' conversations, the
 * members' live events (kept for Last-Event-ID) and push subscriptions; the tenant's time zone.
 */
export class LikesChat1764300000000 implements MigrationInterface {
  name = 'LikesChat1764300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "conversation" ("tenant_id" integer NOT NULL, "id" SERIAL NOT NULL, "profile_low_id" integer NOT NULL, "profile_high_id" integer NOT NULL, "started_by_profile_id" integer NOT NULL, "last_message_id" integer, "last_message_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "conversation_pair_key" UNIQUE ("profile_low_id", "profile_high_id"), CONSTRAINT "conversation_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE TABLE "gift" ("tenant_id" integer NOT NULL, "id" SERIAL NOT NULL, "slug" text NOT NULL, "names" jsonb NOT NULL, "image" text NOT NULL, "credits" integer, "position" integer NOT NULL DEFAULT '0', "active" boolean NOT NULL DEFAULT true, CONSTRAINT "gift_tenant_slug_key" UNIQUE ("tenant_id", "slug"), CONSTRAINT "gift_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE TABLE "chat_message" ("tenant_id" integer NOT NULL, "id" SERIAL NOT NULL, "conversation_id" integer NOT NULL, "sender_profile_id" integer NOT NULL, "kind" text NOT NULL DEFAULT 'text', "text" text, "gift_id" integer, "credits" integer NOT NULL DEFAULT '0', "staff_id" integer, "client_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chat_message_client_key" UNIQUE ("sender_profile_id", "client_id"), CONSTRAINT "chat_message_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE INDEX "chat_message_conversation_idx" ON "chat_message" ("conversation_id", "id")`,
    );
    await db.query(
      `CREATE TABLE "conversation_participant" ("tenant_id" integer NOT NULL, "conversation_id" integer NOT NULL, "profile_id" integer NOT NULL, "member_id" integer, "unread_count" integer NOT NULL DEFAULT '0', "last_read_message_id" integer NOT NULL DEFAULT '0', "cleared_message_id" integer NOT NULL DEFAULT '0', "hidden" boolean NOT NULL DEFAULT false, CONSTRAINT "conversation_participant_pkey" PRIMARY KEY ("conversation_id", "profile_id"))`,
    );
    await db.query(
      `CREATE INDEX "conversation_participant_member_idx" ON "conversation_participant" ("member_id")`,
    );
    await db.query(
      `CREATE TABLE "profile_like" ("tenant_id" integer NOT NULL, "id" SERIAL NOT NULL, "liker_profile_id" integer NOT NULL, "liked_profile_id" integer NOT NULL, "source" text NOT NULL DEFAULT 'like', "is_new" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "profile_like_pair_key" UNIQUE ("liker_profile_id", "liked_profile_id"), CONSTRAINT "profile_like_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE INDEX "profile_like_liker_day_idx" ON "profile_like" ("liker_profile_id", "source", "created_at")`,
    );
    await db.query(`CREATE INDEX "profile_like_liked_idx" ON "profile_like" ("liked_profile_id")`);
    await db.query(
      `CREATE TABLE "profile_pass" ("tenant_id" integer NOT NULL, "profile_id" integer NOT NULL, "passed_profile_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "profile_pass_pkey" PRIMARY KEY ("profile_id", "passed_profile_id"))`,
    );
    await db.query(
      `CREATE TABLE "moderator_queue" ("tenant_id" integer NOT NULL, "conversation_id" integer NOT NULL, "member_id" integer NOT NULL, "fictional_profile_id" integer NOT NULL, "waiting_since" TIMESTAMP WITH TIME ZONE NOT NULL, "claimed_by" integer, "claimed_until" TIMESTAMP WITH TIME ZONE, CONSTRAINT "moderator_queue_pkey" PRIMARY KEY ("conversation_id"))`,
    );
    await db.query(
      `CREATE INDEX "moderator_queue_waiting_idx" ON "moderator_queue" ("tenant_id", "waiting_since")`,
    );
    await db.query(
      `CREATE TABLE "push_subscription" ("tenant_id" integer NOT NULL, "id" SERIAL NOT NULL, "member_id" integer NOT NULL, "endpoint" text NOT NULL, "p256dh" text NOT NULL, "auth" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "push_subscription_endpoint_key" UNIQUE ("tenant_id", "endpoint"), CONSTRAINT "push_subscription_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(`CREATE INDEX "push_subscription_member_idx" ON "push_subscription" ("member_id")`);
    await db.query(
      `CREATE TABLE "member_event" ("tenant_id" integer NOT NULL, "id" BIGSERIAL NOT NULL, "member_id" integer NOT NULL, "type" text NOT NULL, "data" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "member_event_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(`CREATE INDEX "member_event_member_idx" ON "member_event" ("member_id", "id")`);
    await db.query(`ALTER TABLE "tenant" ADD "time_zone" text NOT NULL DEFAULT 'Europe/Amsterdam'`);
    await db.query(`CREATE INDEX "member_profile_id_idx" ON "member" ("profile_id")`);
    await db.query(
      `ALTER TABLE "conversation" ADD CONSTRAINT "conversation_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "conversation" ADD CONSTRAINT "conversation_profile_low_id_fkey" FOREIGN KEY ("profile_low_id") REFERENCES "profile"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "conversation" ADD CONSTRAINT "conversation_profile_high_id_fkey" FOREIGN KEY ("profile_high_id") REFERENCES "profile"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "gift" ADD CONSTRAINT "gift_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversation"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_sender_profile_id_fkey" FOREIGN KEY ("sender_profile_id") REFERENCES "profile"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_gift_id_fkey" FOREIGN KEY ("gift_id") REFERENCES "gift"("id") ON DELETE SET NULL`,
    );
    await db.query(
      `ALTER TABLE "conversation_participant" ADD CONSTRAINT "conversation_participant_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "conversation_participant" ADD CONSTRAINT "conversation_participant_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversation"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "conversation_participant" ADD CONSTRAINT "conversation_participant_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "conversation_participant" ADD CONSTRAINT "conversation_participant_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "profile_like" ADD CONSTRAINT "profile_like_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "profile_like" ADD CONSTRAINT "profile_like_liker_profile_id_fkey" FOREIGN KEY ("liker_profile_id") REFERENCES "profile"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "profile_like" ADD CONSTRAINT "profile_like_liked_profile_id_fkey" FOREIGN KEY ("liked_profile_id") REFERENCES "profile"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "profile_pass" ADD CONSTRAINT "profile_pass_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "profile_pass" ADD CONSTRAINT "profile_pass_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "profile_pass" ADD CONSTRAINT "profile_pass_passed_profile_id_fkey" FOREIGN KEY ("passed_profile_id") REFERENCES "profile"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "moderator_queue" ADD CONSTRAINT "moderator_queue_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "moderator_queue" ADD CONSTRAINT "moderator_queue_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "conversation"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "moderator_queue" ADD CONSTRAINT "moderator_queue_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "moderator_queue" ADD CONSTRAINT "moderator_queue_fictional_profile_id_fkey" FOREIGN KEY ("fictional_profile_id") REFERENCES "profile"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "push_subscription" ADD CONSTRAINT "push_subscription_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "push_subscription" ADD CONSTRAINT "push_subscription_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "member_event" ADD CONSTRAINT "member_event_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "member_event" ADD CONSTRAINT "member_event_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE CASCADE`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "member_event"`);
    await db.query(`DROP TABLE "push_subscription"`);
    await db.query(`DROP TABLE "moderator_queue"`);
    await db.query(`DROP TABLE "profile_pass"`);
    await db.query(`DROP TABLE "profile_like"`);
    await db.query(`DROP TABLE "conversation_participant"`);
    await db.query(`DROP TABLE "chat_message"`);
    await db.query(`DROP TABLE "gift"`);
    await db.query(`DROP TABLE "conversation"`);
    await db.query(`DROP INDEX "member_profile_id_idx"`);
    await db.query(`ALTER TABLE "tenant" DROP COLUMN "time_zone"`);
  }
}
