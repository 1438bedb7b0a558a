import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Profiles, photos and search (issue 9): optional looks, a place with coordinates, the last-active
 * time, the profile pool (DESIGN.md §2) kept by triggers, the invisible flag beside the status,
 * `profile_photo` and `complaint`.
 */
export class ProfilesPhotosSearch1764100000000 implements MigrationInterface {
  name = 'ProfilesPhotosSearch1764100000000';

  async up(db: QueryRunner): Promise<void> {
    for (const column of ['hair', 'eye_colour', 'body_type']) {
      await db.query(`ALTER TABLE "profile" ALTER COLUMN "${column}" DROP NOT NULL`);
      await db.query(`UPDATE "profile" SET "${column}" = NULL WHERE "${column}" = ''`);
    }
    await db.query(`
      ALTER TABLE "profile"
        ADD "place_id" integer,
        ADD "latitude" double precision,
        ADD "longitude" double precision,
        ADD "match_filename" text,
        ADD "invisible" boolean NOT NULL DEFAULT false,
        ADD "last_active_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        ADD "pool" text NOT NULL DEFAULT ''`);
    // A tenant that shares its niche's pool sees every sharing tenant of that niche; others only their own.
    await db.query(`
      CREATE FUNCTION profile_pool_of(tenant integer) RETURNS text LANGUAGE sql STABLE AS $$
        SELECT CASE WHEN t.share_profile_pool THEN 'niche:' || t.niche ELSE 'tenant:' || t.id END
        FROM tenant t WHERE t.id = tenant
      $$`);
    await db.query(`
      CREATE FUNCTION profile_set_pool() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.pool := profile_pool_of(NEW.tenant_id);
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER profile_pool BEFORE INSERT OR UPDATE OF tenant_id ON profile
        FOR EACH ROW EXECUTE FUNCTION profile_set_pool()`);
    await db.query(`
      CREATE FUNCTION tenant_repool_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE profile SET pool = profile_pool_of(NEW.id) WHERE tenant_id = NEW.id;
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER tenant_profile_pool AFTER UPDATE OF niche, share_profile_pool ON tenant
        FOR EACH ROW EXECUTE FUNCTION tenant_repool_profiles()`);
    await db.query(`UPDATE "profile" SET "pool" = profile_pool_of("tenant_id")`);
    await db.query(`ALTER TABLE "profile" ALTER COLUMN "pool" DROP DEFAULT`);
    await db.query(`CREATE INDEX "profile_pool_idx" ON "profile" ("pool", "id")`);

    await db.query(`
      CREATE TABLE "profile_photo" (
        "id" SERIAL NOT NULL,
        "tenant_id" integer NOT NULL,
        "profile_id" integer NOT NULL,
        "position" integer NOT NULL,
        "key" text NOT NULL,
        "blur_key" text NOT NULL,
        "width" integer NOT NULL,
        "height" integer NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "profile_photo_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "profile_photo_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE,
        CONSTRAINT "profile_photo_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE CASCADE
      )`);
    await db.query(`CREATE INDEX "profile_photo_profile_idx" ON "profile_photo" ("profile_id", "position")`);

    await db.query(`
      CREATE TABLE "complaint" (
        "id" SERIAL NOT NULL,
        "tenant_id" integer NOT NULL,
        "member_id" integer,
        "profile_id" integer NOT NULL,
        "reason" text NOT NULL,
        "text" text NOT NULL DEFAULT '',
        "status" text NOT NULL DEFAULT 'open',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "complaint_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "complaint_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE,
        CONSTRAINT "complaint_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE SET NULL,
        CONSTRAINT "complaint_profile_id_fkey" FOREIGN KEY ("profile_id") REFERENCES "profile"("id") ON DELETE CASCADE
      )`);
    await db.query(
      `CREATE INDEX "complaint_tenant_status_idx" ON "complaint" ("tenant_id", "status", "created_at")`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "complaint"`);
    await db.query(`DROP TABLE "profile_photo"`);
    await db.query(`DROP TRIGGER tenant_profile_pool ON tenant`);
    await db.query(`DROP TRIGGER profile_pool ON profile`);
    await db.query(`DROP FUNCTION tenant_repool_profiles(), profile_set_pool(), profile_pool_of(integer)`);
    await db.query(`DROP INDEX "profile_pool_idx"`);
    await db.query(`
      ALTER TABLE "profile" DROP "place_id", DROP "latitude", DROP "longitude", DROP "match_filename",
        DROP "invisible", DROP "last_active_at", DROP "pool"`);
    for (const column of ['hair', 'eye_colour', 'body_type']) {
      await db.query(`UPDATE "profile" SET "${column}" = '' WHERE "${column}" IS NULL`);
      await db.query(`ALTER TABLE "profile" ALTER COLUMN "${column}" SET NOT NULL`);
    }
  }
}
