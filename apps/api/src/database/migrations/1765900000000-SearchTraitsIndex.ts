import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The values a profile's traits may hold, as the contracts had them when this ran (PROFILE_ATTRIBUTE_VALUES):
 * a new value needs a migration that widens its check.
 */
const TRAIT_VALUES = {
  relationship_status: ['single', 'married', 'divorced', 'widowed', 'living_together', 'unmarried'],
  hair: ['blond', 'dark_blond', 'brown', 'black', 'red', 'grey', 'bald'],
  eye_colour: ['blue', 'brown', 'green', 'grey', 'hazel'],
  body_type: ['slim', 'athletic', 'average', 'curvy', 'muscular', 'a_few_extra_pounds'],
};

const list = (values: string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * Member search by common trait values that together match few (single women with brown hair, blue eyes and
 * a slim build: some hundreds among 53,000 women) read every index entry of the gender to count them: no
 * index held the values as keys, the partial ones only the rare values (bench/search, 7 ms at 200k, 23 ms
 * at p95 with 4 searches at once). This index holds the traits as keys, unsaid as '' (coalesce: btree
 * equality does not find nulls), so a search goes straight to its combination; a trait it does not filter
 * on but a later one is asked for every value it may hold (`= ANY`, one short descent each), which the
 * checks below make exact. The plain columns are included for index-only scans (the planner does not see
 * the coalesce expressions as holding them). A value outside the checks is unsaid from now on.
 */
export class SearchTraitsIndex1765900000000 implements MigrationInterface {
  name = 'SearchTraitsIndex1765900000000';

  async up(db: QueryRunner): Promise<void> {
    for (const [column, values] of Object.entries(TRAIT_VALUES)) {
      await db.query(`UPDATE "profile" SET "${column}" = NULL WHERE "${column}" NOT IN (${list(values)})`);
      await db.query(
        `ALTER TABLE "profile" ADD CONSTRAINT "profile_${column}_check" CHECK ("${column}" IN (${list(values)}))`,
      );
    }
    const traits = Object.keys(TRAIT_VALUES);
    await db.query(
      `CREATE INDEX "profile_search_traits_idx" ON "profile"
        (pool, gender, ${traits.map((column) => `coalesce(${column}, '')`).join(', ')}, id)
        INCLUDE (${traits.join(', ')}, sexuality, tattoos, date_of_birth, latitude, longitude, country, region)
        WHERE status = 'active' AND NOT invisible`,
    );
    await db.query(`ANALYZE "profile"`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "profile_search_traits_idx"`);
    for (const column of Object.keys(TRAIT_VALUES)) {
      await db.query(`ALTER TABLE "profile" DROP CONSTRAINT "profile_${column}_check"`);
    }
  }
}
