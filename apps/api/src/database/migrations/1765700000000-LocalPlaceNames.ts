import type { MigrationInterface, QueryRunner } from 'typeorm';
import { placeNamesTable } from '../../modules/geo/local-place-names.js';

/**
 * Profiles placed before places went by their local names (local-place-names.ts) take them: a member
 * in The Hague is shown in Den Haag, as one placed since. Only profiles whose place is the table's, so a
 * town named by hand keeps its name. Down changes nothing: the old names still find these places.
 */
export class LocalPlaceNames1765700000000 implements MigrationInterface {
  name = 'LocalPlaceNames1765700000000';

  async up(db: QueryRunner): Promise<void> {
    const rows = placeNamesTable();
    await db.query(
      `UPDATE "profile" p SET "city" = local.name
       FROM unnest($1::int[], $2::text[]) AS local(place_id, name)
       WHERE p."place_id" = local.place_id AND p."city" <> local.name`,
      [rows.map(([id]) => id), rows.map(([, shown]) => shown)],
    );
  }

  async down(): Promise<void> {}
}
