import type { MigrationInterface, QueryRunner } from 'typeorm';

const SEARCHABLE = `WHERE status = 'active' AND NOT invisible`;

/**
 * Member search (modules/search, bench/search): btrees on the searchable profiles only, so that every
 * kind of search walks a short range newest first (keyset on id) instead of the pool. Each index leads
 * with the pool and one filter; the columns after `id` change no order but let the scan reject a
 * profile inside the index, without visiting the table. The rare attribute values get their own
 * small indexes, so a search for them never walks the pool.
 */
const INDEXES: Record<string, string> = {
  profile_search_idx: `(pool, id, gender, date_of_birth, latitude, longitude)`,
  profile_search_gender_idx: `(pool, gender, id, date_of_birth, latitude, longitude, country, region)`,
  profile_search_region_idx: `(pool, country, region, id, gender, date_of_birth)`,
  profile_search_place_idx: `(pool, latitude, longitude, gender, date_of_birth)`,
  profile_search_birth_idx: `(pool, date_of_birth, gender)`,
  profile_search_sexuality_idx: `(pool, sexuality, id, gender, date_of_birth)`,
  profile_search_relationship_idx: `(pool, relationship_status, id, gender, date_of_birth)`,
  profile_search_hair_idx: `(pool, hair, id, gender, date_of_birth)`,
  profile_search_eye_colour_idx: `(pool, eye_colour, id, gender, date_of_birth)`,
  profile_search_body_type_idx: `(pool, body_type, id, gender, date_of_birth)`,
};

export class SearchIndexes1764200000000 implements MigrationInterface {
  name = 'SearchIndexes1764200000000';

  async up(db: QueryRunner): Promise<void> {
    for (const [name, columns] of Object.entries(INDEXES)) {
      await db.query(`CREATE INDEX "${name}" ON "profile" ${columns} ${SEARCHABLE}`);
    }
    // Gender and sexuality go together (gay: male): without this the planner takes "male, lesbian"
    // for a common pair and walks the pool for it.
    await db.query(
      `CREATE STATISTICS "profile_search_stats" (dependencies, mcv) ON gender, sexuality, pool FROM "profile"`,
    );
    // "Who blocked me" for search: the primary key only serves "whom I blocked".
    await db.query(`CREATE INDEX "member_block_profile_id_idx" ON "member_block" ("profile_id")`);
    // Room on each page for last_active_at updates in place (HOT: no index is touched).
    await db.query(`ALTER TABLE "profile" SET (fillfactor = 90)`);
    await db.query(`ANALYZE "profile"`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "profile" RESET (fillfactor)`);
    await db.query(`DROP INDEX "member_block_profile_id_idx"`);
    await db.query(`DROP STATISTICS "profile_search_stats"`);
    for (const name of Object.keys(INDEXES)) await db.query(`DROP INDEX "${name}"`);
  }
}
