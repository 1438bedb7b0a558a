import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff of the admin console (issue 12): staff members, their roles per tenant (or all tenants), their
 * sessions, and the audit log of every change they make. None is tenant-owned: staff span tenants.
 */
export class StaffAccounts1764500000000 implements MigrationInterface {
  name = 'StaffAccounts1764500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "staff" ("id" SERIAL NOT NULL, "email" text NOT NULL, "name" text NOT NULL, "password_hash" text NOT NULL, "password_change_required" boolean NOT NULL DEFAULT false, "status" text NOT NULL DEFAULT 'active', "failed_logins" smallint NOT NULL DEFAULT '0', "locked_until" TIMESTAMP WITH TIME ZONE, "totp_secret" text, "totp_pending_secret" text, "totp_required" boolean NOT NULL DEFAULT false, "totp_last_step" integer, "last_login_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "staff_email_key" UNIQUE ("email"), CONSTRAINT "staff_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE TABLE "staff_role" ("id" SERIAL NOT NULL, "staff_id" integer NOT NULL, "role" text NOT NULL, "tenant_id" integer, CONSTRAINT "staff_role_pkey" PRIMARY KEY ("id"), CONSTRAINT "staff_role_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff"("id") ON DELETE CASCADE, CONSTRAINT "staff_role_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE)`,
    );
    await db.query(`CREATE INDEX "staff_role_staff_id_idx" ON "staff_role" ("staff_id")`);
    await db.query(`CREATE INDEX "staff_role_tenant_id_idx" ON "staff_role" ("tenant_id")`);
    await db.query(
      `CREATE TABLE "staff_session" ("id" SERIAL NOT NULL, "staff_id" integer NOT NULL, "token_hash" bytea NOT NULL, "ip" text, "user_agent" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "staff_session_token_hash_key" UNIQUE ("token_hash"), CONSTRAINT "staff_session_pkey" PRIMARY KEY ("id"), CONSTRAINT "staff_session_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff"("id") ON DELETE CASCADE)`,
    );
    await db.query(`CREATE INDEX "staff_session_staff_id_idx" ON "staff_session" ("staff_id")`);
    await db.query(
      `CREATE TABLE "audit_log" ("id" SERIAL NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "staff_id" integer, "action" text NOT NULL, "entity" text NOT NULL, "entity_id" text, "tenant_id" integer, "before" jsonb, "after" jsonb, "ip" text, CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id"), CONSTRAINT "audit_log_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff"("id") ON DELETE SET NULL)`,
    );
    await db.query(`CREATE INDEX "audit_log_at_idx" ON "audit_log" ("at")`);
    await db.query(`CREATE INDEX "audit_log_staff_idx" ON "audit_log" ("staff_id", "id")`);
    await db.query(`CREATE INDEX "audit_log_tenant_idx" ON "audit_log" ("tenant_id", "id")`);
    await db.query(`CREATE INDEX "audit_log_entity_idx" ON "audit_log" ("entity", "entity_id", "id")`);
    await db.query(`CREATE INDEX "audit_log_action_idx" ON "audit_log" ("action", "id")`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['audit_log', 'staff_session', 'staff_role', 'staff']) {
      await db.query(`DROP TABLE "${table}"`);
    }
  }
}
