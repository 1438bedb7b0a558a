import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What bench:admin found at 200,000 members and 10,000 codes: the console's searches walked the newest
 * rows and kept those that matched (as many rows read as one in N match), and the charts of a year
 * hashed every tenant's day from the table. Each paged list now walks an index in its own ORDER BY and
 * stops after a page:
 * - support's member search, by name then by e-mail address, in byte order (COLLATE "C", so that a LIKE
 *   prefix is a range of the index), per tenant and over all tenants; the text_pattern_ops indexes it
 *   used are replaced (nothing else reads them);
 * - the codes of a tenant newest first, and a search of them in code order;
 * - one code's uses newest first;
 * - the charts read (day, metric, currency, tenant, value) from the index alone, already grouped.
 */
export class ConsoleKeysetIndexes1765400000001 implements MigrationInterface {
  name = 'ConsoleKeysetIndexes1765400000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "member_email_prefix_idx"`);
    await db.query(`DROP INDEX "member_name_prefix_idx"`);
    await db.query(
      `CREATE INDEX "member_name_search_idx" ON "member" ("tenant_id", (lower("name") COLLATE "C"), "id")`,
    );
    await db.query(
      `CREATE INDEX "member_email_search_idx" ON "member" ("tenant_id", "email" COLLATE "C", "id")`,
    );
    await db.query(
      `CREATE INDEX "member_name_search_all_idx" ON "member" ((lower("name") COLLATE "C"), "id")`,
    );
    await db.query(`CREATE INDEX "member_email_search_all_idx" ON "member" ("email" COLLATE "C", "id")`);
    await db.query(`CREATE INDEX "discount_code_tenant_idx" ON "discount_code" ("tenant_id", "id")`);
    await db.query(
      `CREATE INDEX "discount_code_search_idx" ON "discount_code" ("tenant_id", "code" COLLATE "C")`,
    );
    await db.query(
      `CREATE INDEX "discount_redemption_code_uses_idx" ON "discount_redemption" ("discount_code_id", "id")`,
    );
    await db.query(`DROP INDEX "daily_stat_day_idx"`);
    await db.query(
      `CREATE INDEX "daily_stat_day_idx" ON "daily_stat" ("day", "metric", "currency", "tenant_id") INCLUDE ("value")`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX "daily_stat_day_idx"`);
    await db.query(`CREATE INDEX "daily_stat_day_idx" ON "daily_stat" ("day")`);
    for (const index of [
      'discount_redemption_code_uses_idx',
      'discount_code_search_idx',
      'discount_code_tenant_idx',
      'member_email_search_all_idx',
      'member_name_search_all_idx',
      'member_email_search_idx',
      'member_name_search_idx',
    ]) {
      await db.query(`DROP INDEX "${index}"`);
    }
    await db.query(`CREATE INDEX "member_name_prefix_idx" ON "member" (lower("name") text_pattern_ops)`);
    await db.query(`CREATE INDEX "member_email_prefix_idx" ON "member" ("email" text_pattern_ops)`);
  }
}
