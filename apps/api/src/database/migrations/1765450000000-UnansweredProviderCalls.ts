import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A Mollie call whose answer never came (issue 12):
 * - the webhook finds a payment made meanwhile by our reference, and first makes sure no payment of any
 *   tenant is linked to that provider id yet (an index, since the unique key leads with the tenant);
 * - a refund the provider made, kept on its request before it is booked, so that a booking that failed
 *   (a deadlock) is booked by the same key's retry instead of the refund being asked for again.
 */
export class UnansweredProviderCalls1765450000000 implements MigrationInterface {
  name = 'UnansweredProviderCalls1765450000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE INDEX "payment_provider_payment_idx" ON "payment" ("provider", "provider_payment_id")`,
    );
    await db.query(`ALTER TABLE "payment_refund_request" ADD "provider_ref" text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE "payment_refund_request" DROP COLUMN "provider_ref"`);
    await db.query(`DROP INDEX "payment_provider_payment_idx"`);
  }
}
