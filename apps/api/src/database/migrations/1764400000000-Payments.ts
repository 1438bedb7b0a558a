import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credits, payments and promotions (issue 11): credit bundles with prices per country, payments with
 * their refunds and chargebacks, discount codes' limits and their uses, direct debit mandates and
 * blocks, the SMS outbox, the simulator provider's own records; the tenant's provider and Mollie key,
 * the member's provider customer.
 */
export class Payments1764400000000 implements MigrationInterface {
  name = 'Payments1764400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `CREATE TABLE "direct_debit_block" ("tenant_id" integer NOT NULL, "id" SERIAL NOT NULL, "member_id" integer, "iban" text, "reason" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "direct_debit_block_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(`CREATE INDEX "direct_debit_block_iban_idx" ON "direct_debit_block"("tenant_id", "iban")`);
    await db.query(
      `CREATE INDEX "direct_debit_block_member_idx" ON "direct_debit_block"("tenant_id", "member_id")`,
    );
    await db.query(
      `CREATE TABLE "bundle_price" ("tenant_id" integer NOT NULL, "id" SERIAL NOT NULL, "bundle_id" integer NOT NULL, "country" text NOT NULL, "currency" text NOT NULL, "amount" integer NOT NULL, CONSTRAINT "bundle_price_bundle_country_key" UNIQUE ("bundle_id", "country"), CONSTRAINT "bundle_price_amount_positive" CHECK ("amount" > 0), CONSTRAINT "bundle_price_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE TABLE "credit_bundle" ("tenant_id" integer NOT NULL, "id" SERIAL NOT NULL, "credits" integer NOT NULL, "best_value" boolean NOT NULL DEFAULT false, "position" integer NOT NULL DEFAULT '0', "active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "credit_bundle_credits_positive" CHECK ("credits" > 0), CONSTRAINT "credit_bundle_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(`CREATE INDEX "credit_bundle_tenant_idx" ON "credit_bundle"("tenant_id", "position")`);
    await db.query(
      `CREATE TABLE "payment" ("tenant_id" integer NOT NULL, "id" SERIAL NOT NULL, "member_id" integer NOT NULL, "bundle_id" integer NOT NULL, "credits" integer NOT NULL, "country" text NOT NULL, "currency" text NOT NULL, "amount" integer NOT NULL, "list_amount" integer NOT NULL, "discount_code_id" integer, "discount_percentage" numeric(5,2), "vat_rate" numeric(5,2) NOT NULL, "provider" text NOT NULL, "provider_payment_id" text, "method" text, "status" text NOT NULL DEFAULT 'open', "sequence_type" text NOT NULL DEFAULT 'oneoff', "mandate_id" text, "checkout_url" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "paid_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "payment_provider_id_key" UNIQUE ("tenant_id", "provider", "provider_payment_id"), CONSTRAINT "payment_amounts_valid" CHECK ("amount" > 0 AND "list_amount" >= "amount" AND "credits" > 0), CONSTRAINT "payment_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(`CREATE INDEX "payment_member_idx" ON "payment"("member_id", "created_at")`);
    await db.query(
      `CREATE TABLE "direct_debit_mandate" ("tenant_id" integer NOT NULL, "id" SERIAL NOT NULL, "member_id" integer NOT NULL, "bundle_id" integer NOT NULL, "discount_code" text, "account_holder" text NOT NULL, "iban" text NOT NULL, "street" text NOT NULL, "house_number" text NOT NULL, "postal_code" text NOT NULL, "city" text NOT NULL, "mobile" text NOT NULL, "sms_code_hash" text NOT NULL, "tries_left" smallint NOT NULL, "code_expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status" text NOT NULL DEFAULT 'awaiting_code', "provider_mandate_id" text, "signed_at" TIMESTAMP WITH TIME ZONE, "payment_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "direct_debit_mandate_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE INDEX "direct_debit_mandate_iban_idx" ON "direct_debit_mandate"("tenant_id", "iban", "created_at")`,
    );
    await db.query(
      `CREATE INDEX "direct_debit_mandate_member_idx" ON "direct_debit_mandate"("member_id", "created_at")`,
    );
    await db.query(
      `CREATE TABLE "discount_redemption" ("tenant_id" integer NOT NULL, "id" SERIAL NOT NULL, "discount_code_id" integer NOT NULL, "member_id" integer NOT NULL, "payment_id" integer NOT NULL, "validity" text NOT NULL, "status" text NOT NULL DEFAULT 'reserved', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "discount_redemption_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE UNIQUE INDEX "discount_redemption_payment_key" ON "discount_redemption"("payment_id")`,
    );
    await db.query(
      `CREATE UNIQUE INDEX "discount_redemption_once_per_user_key" ON "discount_redemption"("discount_code_id", "member_id") WHERE "validity" = 'once-per-user' AND "status" <> 'released'`,
    );
    await db.query(
      `CREATE UNIQUE INDEX "discount_redemption_once_key" ON "discount_redemption"("discount_code_id") WHERE "validity" = 'once' AND "status" <> 'released'`,
    );
    await db.query(
      `CREATE TABLE "payment_chargeback" ("tenant_id" integer NOT NULL, "id" SERIAL NOT NULL, "payment_id" integer NOT NULL, "provider_ref" text NOT NULL, "amount" integer NOT NULL, "currency" text NOT NULL, "credits" integer NOT NULL, "credits_taken" integer NOT NULL, "debt_credits" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "payment_chargeback_provider_ref_key" UNIQUE ("tenant_id", "payment_id", "provider_ref"), CONSTRAINT "payment_chargeback_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE TABLE "payment_refund" ("tenant_id" integer NOT NULL, "id" SERIAL NOT NULL, "payment_id" integer NOT NULL, "provider_ref" text NOT NULL, "amount" integer NOT NULL, "currency" text NOT NULL, "credits" integer NOT NULL, "credits_taken" integer NOT NULL, "debt_credits" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "payment_refund_provider_ref_key" UNIQUE ("tenant_id", "payment_id", "provider_ref"), CONSTRAINT "payment_refund_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE TABLE "simulator_mandate" ("tenant_id" integer NOT NULL, "id" text NOT NULL, "customer_id" text NOT NULL, "method" text NOT NULL, "status" text NOT NULL DEFAULT 'valid', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "simulator_mandate_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE INDEX "simulator_mandate_customer_idx" ON "simulator_mandate"("tenant_id", "customer_id")`,
    );
    await db.query(
      `CREATE TABLE "simulator_payment" ("tenant_id" integer NOT NULL, "id" text NOT NULL, "amount" integer NOT NULL, "currency" text NOT NULL, "description" text NOT NULL, "method" text, "status" text NOT NULL DEFAULT 'open', "sequence_type" text NOT NULL, "customer_id" text, "mandate_id" text, "redirect_url" text NOT NULL, "webhook_url" text NOT NULL, "refunds" jsonb NOT NULL DEFAULT '[]', "chargebacks" jsonb NOT NULL DEFAULT '[]', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "simulator_payment_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(
      `CREATE TABLE "sms_message" ("tenant_id" integer NOT NULL, "id" SERIAL NOT NULL, "member_id" integer, "phone" text NOT NULL, "body" text NOT NULL, "status" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "sms_message_pkey" PRIMARY KEY ("id"))`,
    );
    await db.query(`ALTER TABLE "tenant" ADD "payment_provider" text NOT NULL DEFAULT 'simulator'`);
    await db.query(`ALTER TABLE "tenant" ADD "mollie_api_key" text`);
    await db.query(`ALTER TABLE "member" ADD "payment_customer_id" text`);
    await db.query(`ALTER TABLE "discount_code" ADD "validity" text NOT NULL DEFAULT 'once-per-user'`);
    await db.query(`ALTER TABLE "discount_code" ADD "country" text`);
    await db.query(`ALTER TABLE "discount_code" ADD "currency" text`);
    await db.query(`ALTER TABLE "discount_code" ADD "minimum_order_value" integer`);
    await db.query(`ALTER TABLE "discount_code" ADD "payment_methods" text array`);
    await db.query(
      `ALTER TABLE "direct_debit_block" ADD CONSTRAINT "direct_debit_block_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "direct_debit_block" ADD CONSTRAINT "direct_debit_block_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "bundle_price" ADD CONSTRAINT "bundle_price_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "bundle_price" ADD CONSTRAINT "bundle_price_bundle_id_fkey" FOREIGN KEY ("bundle_id") REFERENCES "credit_bundle"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "credit_bundle" ADD CONSTRAINT "credit_bundle_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "payment" ADD CONSTRAINT "payment_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "payment" ADD CONSTRAINT "payment_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "payment" ADD CONSTRAINT "payment_bundle_id_fkey" FOREIGN KEY ("bundle_id") REFERENCES "credit_bundle"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "payment" ADD CONSTRAINT "payment_discount_code_id_fkey" FOREIGN KEY ("discount_code_id") REFERENCES "discount_code"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "direct_debit_mandate" ADD CONSTRAINT "direct_debit_mandate_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "direct_debit_mandate" ADD CONSTRAINT "direct_debit_mandate_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "direct_debit_mandate" ADD CONSTRAINT "direct_debit_mandate_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payment"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "discount_redemption" ADD CONSTRAINT "discount_redemption_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "discount_redemption" ADD CONSTRAINT "discount_redemption_discount_code_id_fkey" FOREIGN KEY ("discount_code_id") REFERENCES "discount_code"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "discount_redemption" ADD CONSTRAINT "discount_redemption_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "discount_redemption" ADD CONSTRAINT "discount_redemption_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payment"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "payment_chargeback" ADD CONSTRAINT "payment_chargeback_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "payment_chargeback" ADD CONSTRAINT "payment_chargeback_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payment"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payment"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "simulator_mandate" ADD CONSTRAINT "simulator_mandate_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "simulator_payment" ADD CONSTRAINT "simulator_payment_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "sms_message" ADD CONSTRAINT "sms_message_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "tenant"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await db.query(
      `ALTER TABLE "sms_message" ADD CONSTRAINT "sms_message_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "member"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of [
      'sms_message',
      'simulator_mandate',
      'simulator_payment',
      'payment_refund',
      'payment_chargeback',
      'discount_redemption',
      'direct_debit_mandate',
      'direct_debit_block',
      'payment',
      'bundle_price',
      'credit_bundle',
    ]) {
      await db.query(`DROP TABLE "${table}"`);
    }
    for (const column of ['validity', 'country', 'currency', 'minimum_order_value', 'payment_methods']) {
      await db.query(`ALTER TABLE "discount_code" DROP COLUMN "${column}"`);
    }
    await db.query(`ALTER TABLE "member" DROP COLUMN "payment_customer_id"`);
    await db.query(`ALTER TABLE "tenant" DROP COLUMN "mollie_api_key"`);
    await db.query(`ALTER TABLE "tenant" DROP COLUMN "payment_provider"`);
  }
}
