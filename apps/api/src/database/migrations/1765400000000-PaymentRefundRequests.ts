import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Support's refunds reserve their amount in a row of their own before the provider is asked (issue 12):
 * the payment's lock is held for two short transactions, never across the provider's answer.
 */
export class PaymentRefundRequests1765400000000 implements MigrationInterface {
  name = 'PaymentRefundRequests1765400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "payment_refund_request" ("tenant_id" integer NOT NULL, "id" SERIAL NOT NULL, "payment_id" integer NOT NULL, "action_key" uuid NOT NULL, "amount" integer NOT NULL, "status" text NOT NULL DEFAULT 'pending', "complaint_id" integer, "refund_id" integer, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "payment_refund_request_key" UNIQUE ("payment_id", "action_key"), CONSTRAINT "payment_refund_request_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `ALTER TABLE "payment_refund_request" ADD CONSTRAINT "payment_refund_request_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "payment_refund_request" ADD CONSTRAINT "payment_refund_request_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payment"("id") ON DELETE CASCADE`,
    );
    await db.query(
      `ALTER TABLE "payment_refund_request" ADD CONSTRAINT "payment_refund_request_complaint_id_fkey" FOREIGN KEY ("complaint_id") REFERENCES "complaint"("id") ON DELETE SET NULL`,
    );
    await db.query(
      `ALTER TABLE "payment_refund_request" ADD CONSTRAINT "payment_refund_request_refund_id_fkey" FOREIGN KEY ("refund_id") REFERENCES "payment_refund"("id") ON DELETE SET NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE "payment_refund_request"`);
  }
}
