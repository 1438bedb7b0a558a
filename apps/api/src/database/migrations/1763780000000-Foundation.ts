import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tenancy (company, tenant, tenant_domain), the interest catalogue and member profiles. */
export class Foundation1763780000000 implements MigrationInterface {
  name = 'Foundation1763780000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE "company" (
        "id" SERIAL NOT NULL,
        "name" text NOT NULL,
        "address" text NOT NULL,
        "kvk" text NOT NULL,
        "city" text NOT NULL,
        "country" text NOT NULL,
        "tradenames" text array NOT NULL DEFAULT '{}',
        "vat_numbers" text array NOT NULL DEFAULT '{}',
        "support_phone" text NOT NULL,
        "delete_discount" smallint NOT NULL DEFAULT '0',
        "added" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "company_pkey" PRIMARY KEY ("id")
      )`);
    await db.query(`
      CREATE TABLE "tenant" (
        "id" SERIAL NOT NULL,
        "slug" text NOT NULL,
        "name" text NOT NULL,
        "niche" smallint NOT NULL,
        "signups" text NOT NULL DEFAULT 'all',
        "logged_out_search" boolean NOT NULL DEFAULT false,
        "logged_out_search_trafficsource" boolean NOT NULL DEFAULT false,
        "cdn_prefix" text NOT NULL DEFAULT '/media/',
        "domain_language" text NOT NULL,
        "languages" text array NOT NULL,
        "index_title" text NOT NULL,
        "description" text NOT NULL,
        "support_phone" text NOT NULL,
        "support_email" text NOT NULL,
        "mail_name" text NOT NULL,
        "enable_site_entry_popup" boolean NOT NULL DEFAULT true,
        "site_entry_popup_countries" text array NOT NULL DEFAULT '{}',
        "fictional_icon" text NOT NULL DEFAULT '✦',
        "fictional_warning" text NOT NULL,
        "fictional_singular" text NOT NULL,
        "fictional_plural" text NOT NULL,
        "countries" text array NOT NULL,
        "visible_profile_fields" text array NOT NULL,
        "visible_profile_notes" boolean NOT NULL DEFAULT false,
        "message_credits" integer NOT NULL,
        "signup_credits" integer NOT NULL,
        "photo_credits" integer NOT NULL,
        "gift_credits" integer NOT NULL,
        "message_length" integer NOT NULL,
        "search_fields" text array NOT NULL,
        "refund_days" integer NOT NULL,
        "member_resell" boolean NOT NULL DEFAULT false,
        "min_age" smallint NOT NULL DEFAULT '18',
        "minimum_message_costs" jsonb NOT NULL DEFAULT '{}',
        "theme" jsonb NOT NULL DEFAULT '{}',
        "share_profile_pool" boolean NOT NULL DEFAULT false,
        "vapid_public_key" text NOT NULL,
        "vapid_private_key" text NOT NULL,
        "company_id" integer NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "tenant_slug_key" UNIQUE ("slug"),
        CONSTRAINT "tenant_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "tenant_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
      )`);
    await db.query(`
      CREATE TABLE "tenant_domain" (
        "id" SERIAL NOT NULL,
        "tenant_id" integer NOT NULL,
        "host" text NOT NULL,
        "is_primary" boolean NOT NULL DEFAULT false,
        CONSTRAINT "tenant_domain_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "tenant_domain_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await db.query(`CREATE INDEX "tenant_domain_tenant_id_idx" ON "tenant_domain" ("tenant_id")`);
    await db.query(`CREATE UNIQUE INDEX "tenant_domain_host_key" ON "tenant_domain" ("host")`);
    await db.query(`
      CREATE TABLE "interest" (
        "id" SERIAL NOT NULL,
        "key" text NOT NULL,
        CONSTRAINT "interest_key_key" UNIQUE ("key"),
        CONSTRAINT "interest_pkey" PRIMARY KEY ("id")
      )`);
    await db.query(`
      CREATE TABLE "profile" (
        "id" SERIAL NOT NULL,
        "tenant_id" integer NOT NULL,
        "name" text NOT NULL,
        "gender" text NOT NULL,
        "sexuality" text NOT NULL,
        "relationship_status" text NOT NULL,
        "hair" text NOT NULL,
        "eye_colour" text NOT NULL,
        "body_type" text NOT NULL,
        "tattoos" boolean NOT NULL DEFAULT false,
        "date_of_birth" date NOT NULL,
        "city" text NOT NULL,
        "region" text NOT NULL,
        "country" character(2) NOT NULL,
        "about" text NOT NULL DEFAULT '',
        "interests" text array NOT NULL DEFAULT '{}',
        "is_fictional" boolean NOT NULL DEFAULT false,
        "main_image_filename" text,
        "thumb_filename" text,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "profile_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "profile_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await db.query(`CREATE INDEX "profile_tenant_id_idx" ON "profile" ("tenant_id")`);
    await db.query(
      `INSERT INTO "interest" ("key") VALUES ('travel'), ('cooking'), ('music'), ('movies'), ('sports'), ('fitness'), ('reading'), ('art'), ('nature'), ('dancing'), ('photography'), ('gaming'), ('animals'), ('wine'), ('fashion'), ('cars'), ('beach'), ('concerts'), ('yoga'), ('gardening')`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "profile"`);
    await db.query(`DROP TABLE "interest"`);
    await db.query(`DROP TABLE "tenant_domain"`);
    await db.query(`DROP TABLE "tenant"`);
    await db.query(`DROP TABLE "company"`);
  }
}
