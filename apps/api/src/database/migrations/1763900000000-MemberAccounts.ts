import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Member accounts: member, session, account_token, credit_ledger, member_block, outbound_mail,
 * discount_code; a status on profile.
 */
export class MemberAccounts1763900000000 implements MigrationInterface {
  name = 'MemberAccounts1763900000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "profile" ADD "status" text NOT NULL DEFAULT 'active'`);
    await db.query(`
      CREATE TABLE "member" (
        "id" SERIAL NOT NULL,
        "tenant_id" integer NOT NULL,
        "email" text,
        "status" text NOT NULL DEFAULT 'not_confirmed',
        "password_hash" text,
        "name" text,
        "date_of_birth" date,
        "gender" text,
        "seeking" text,
        "language" text NOT NULL,
        "signup_message" text,
        "tracking" jsonb,
        "invite" text,
        "credits" integer NOT NULL DEFAULT '0',
        "paid_user" boolean NOT NULL DEFAULT false,
        "invisible" boolean NOT NULL DEFAULT false,
        "notification_preferences" jsonb NOT NULL DEFAULT '{}',
        "notifications_disabled" text array NOT NULL DEFAULT '{}',
        "failed_logins" integer NOT NULL DEFAULT '0',
        "locked_until" TIMESTAMP WITH TIME ZONE,
        "confirmed_at" TIMESTAMP WITH TIME ZONE,
        "deletion_requested_at" TIMESTAMP WITH TIME ZONE,
        "deleted_at" TIMESTAMP WITH TIME ZONE,
        "profile_id" integer,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "member_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "member_credits_not_negative" CHECK ("credits" >= 0),
        CONSTRAINT "member_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE,
        CONSTRAINT "member_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE SET NULL
      )`);
    // One live account per address and per username in a tenant; purged accounts keep neither.
    await db.query(`CREATE UNIQUE INDEX "member_tenant_email_key" ON "member" ("tenant_id", "email")`);
    await db.query(`CREATE UNIQUE INDEX "member_tenant_name_key" ON "member" ("tenant_id", lower("name"))`);
    await db.query(`CREATE INDEX "member_deletion_idx" ON "member" ("deletion_requested_at")
      WHERE "deletion_requested_at" IS NOT NULL`);
    await db.query(`
      CREATE TABLE "session" (
        "id" SERIAL NOT NULL,
        "tenant_id" integer NOT NULL,
        "member_id" integer NOT NULL,
        "token_hash" bytea NOT NULL,
        "ip" text,
        "user_agent" text,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "session_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "session_token_hash_key" UNIQUE ("token_hash"),
        CONSTRAINT "session_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE,
        CONSTRAINT "session_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE CASCADE
      )`);
    await db.query(`CREATE INDEX "session_member_id_idx" ON "session" ("member_id")`);
    await db.query(`
      CREATE TABLE "account_token" (
        "id" SERIAL NOT NULL,
        "tenant_id" integer NOT NULL,
        "member_id" integer NOT NULL,
        "purpose" text NOT NULL,
        "token_hash" bytea NOT NULL,
        "new_email" text,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "account_token_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "account_token_token_hash_key" UNIQUE ("token_hash"),
        CONSTRAINT "account_token_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE,
        CONSTRAINT "account_token_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE CASCADE
      )`);
    await db.query(
      `CREATE INDEX "account_token_member_purpose_idx" ON "account_token" ("member_id", "purpose")`,
    );
    await db.query(`
      CREATE TABLE "credit_ledger" (
        "id" SERIAL NOT NULL,
        "tenant_id" integer NOT NULL,
        "member_id" integer NOT NULL,
        "delta" integer NOT NULL,
        "balance_after" integer NOT NULL,
        "reason" text NOT NULL,
        "reference" text,
        "idempotency_key" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "credit_ledger_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "credit_ledger_idempotency_key" UNIQUE ("tenant_id", "idempotency_key"),
        CONSTRAINT "credit_ledger_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE,
        CONSTRAINT "credit_ledger_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id")
      )`);
    await db.query(`CREATE INDEX "credit_ledger_member_id_idx" ON "credit_ledger" ("member_id")`);
    await db.query(`
      CREATE TABLE "member_block" (
        "tenant_id" integer NOT NULL,
        "member_id" integer NOT NULL,
        "profile_id" integer NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "member_block_pkey" PRIMARY KEY ("member_id", "profile_id"),
        CONSTRAINT "member_block_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE,
        CONSTRAINT "member_block_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE CASCADE,
        CONSTRAINT "member_block_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE CASCADE
      )`);
    await db.query(`
      CREATE TABLE "outbound_mail" (
        "id" SERIAL NOT NULL,
        "tenant_id" integer NOT NULL,
        "member_id" integer,
        "kind" text NOT NULL,
        "to_address" text NOT NULL,
        "subject" text NOT NULL,
        "text" text NOT NULL,
        "html" text NOT NULL,
        "status" text NOT NULL,
        "error" text,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "sent_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "outbound_mail_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "outbound_mail_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE,
        CONSTRAINT "outbound_mail_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE CASCADE
      )`);
    await db.query(
      `CREATE INDEX "outbound_mail_tenant_id_idx" ON "outbound_mail" ("tenant_id", "created_at")`,
    );
    await db.query(`
      CREATE TABLE "discount_code" (
        "id" SERIAL NOT NULL,
        "tenant_id" integer NOT NULL,
        "code" text NOT NULL,
        "member_id" integer,
        "value_percentage" numeric(5,2) NOT NULL,
        "status" text NOT NULL DEFAULT 'active',
        "reason" text NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "discount_code_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "discount_code_tenant_code_key" UNIQUE ("tenant_id", "code"),
        CONSTRAINT "discount_code_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE,
        CONSTRAINT "discount_code_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE SET NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'discount_code',
      'outbound_mail',
      'member_block',
      'credit_ledger',
      'account_token',
      'session',
    ]) {
      await db.query(`DROP TABLE "${table}"`);
    }
    await db.query(`DROP TABLE "member"`);
    await db.query(`ALTER TABLE "profile" DROP COLUMN "status"`);
  }
}
