import type { MigrationInterface, QueryRunner } from 'typeorm';

const SEARCHABLE = `status = 'active' AND NOT invisible`;
const REST = 'country, region, sexuality, relationship_status, hair, eye_colour, body_type, tattoos';

/** The two range indexes of member search, before (range first) and after (gender first). */
const INDEXES = {
  profile_search_birth_idx: {
    before: `pool, date_of_birth, gender, id, latitude, longitude, ${REST}`,
    after: `pool, gender, date_of_birth, id, latitude, longitude, ${REST}`,
  },
  profile_search_place_idx: {
    before: `pool, latitude, longitude, gender, id, date_of_birth, ${REST}`,
    after: `pool, gender, latitude, longitude, id, date_of_birth, ${REST}`,
  },
};

/**
 * Member search's age and place indexes led by gender, then the range (bench/search): a range scan then
 * reads one gender's entries only, where it read both and dropped half (a narrow age band among the
 * oldest, a city's distance box). A search without a gender asks for every gender (`gender = ANY`), two
 * short scans, which the check on the column makes exact.
 */
export class SearchGenderFirst1765500000001 implements MigrationInterface {
  name = 'SearchGenderFirst1765500000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE "profile" ADD CONSTRAINT "profile_gender_check" CHECK (gender IN ('male', 'female'))`,
    );
    await this.rebuild(db, 'after');
  }

  async down(db: QueryRunner): Promise<void> {
    await this.rebuild(db, 'before');
    await db.query(`ALTER TABLE "profile" DROP CONSTRAINT "profile_gender_check"`);
  }

  private async rebuild(db: QueryRunner, shape: 'before' | 'after') {
    for (const [name, columns] of Object.entries(INDEXES)) {
      await db.query(`DROP INDEX "${name}"`);
      await db.query(`CREATE INDEX "${name}" ON "profile" (${columns[shape]}) WHERE ${SEARCHABLE}`);
    }
    await db.query(`ANALYZE "profile"`);
  }
}
