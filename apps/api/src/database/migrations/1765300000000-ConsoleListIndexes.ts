import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What bench:admin found at 200,000 members and 10,000 codes: the codes list counted each code's uses
 * over the whole redemption table, support's member page scanned it for the member's codes and the
 * payment's refunds and chargebacks, a one-tenant member list walked every tenant's rows, and the
 * all-tenant charts read daily_stat whole.
 */
export class ConsoleListIndexes1765300000000 implements MigrationInterface {
  name = 'ConsoleListIndexes1765300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX "discount_redemption_code_idx" ON "discount_redemption" ("discount_code_id", "status")`,
    );
    await db.query(
      `CREATE INDEX "discount_redemption_member_idx" ON "discount_redemption" ("member_id", "id")`,
    );
    await db.query(`CREATE INDEX "payment_refund_payment_idx" ON "payment_refund" ("payment_id")`);
    await db.query(`CREATE INDEX "payment_chargeback_payment_idx" ON "payment_chargeback" ("payment_id")`);
    await db.query(`CREATE INDEX "member_tenant_idx" ON "member" ("tenant_id", "id")`);
    await db.query(`CREATE INDEX "daily_stat_day_idx" ON "daily_stat" ("day")`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const index of [
      'daily_stat_day_idx',
      'member_tenant_idx',
      'payment_chargeback_payment_idx',
      'payment_refund_payment_idx',
      'discount_redemption_member_idx',
      'discount_redemption_code_idx',
    ]) {
      await db.query(`DROP INDEX "${index}"`);
    }
  }
}
