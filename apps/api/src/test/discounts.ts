import type { DataSource, EntityManager } from 'typeorm';

/** A member row of a tenant, signed up at `createdAt` (no profile, no session): enough for discounts. */
export async function insertMember(
  db: DataSource,
  tenantId: number,
  { createdAt = new Date(), paidUser = false }: { createdAt?: Date; paidUser?: boolean } = {},
): Promise<{ id: number; paidUser: boolean; createdAt: Date }> {
  const [row]: { id: number }[] = await db.query(
    `INSERT INTO member (tenant_id, email, language, status, paid_user, created_at)
     VALUES ($1, $2, 'en', 'active', $3, $4) RETURNING id`,
    [tenantId, `m-${Math.random().toString(36).slice(2)}@example.test`, paidUser, createdAt],
  );
  return { id: row.id, paidUser, createdAt };
}

/** A bundle of the tenant priced in the given countries (minor units). */
export async function insertBundle(
  db: DataSource,
  tenantId: number,
  prices: { country: string; currency: string; amount: number }[],
  credits = 100,
): Promise<number> {
  const [{ id }]: { id: number }[] = await db.query(
    'INSERT INTO credit_bundle (tenant_id, credits) VALUES ($1, $2) RETURNING id',
    [tenantId, credits],
  );
  for (const price of prices) {
    await db.query(
      'INSERT INTO bundle_price (tenant_id, bundle_id, country, currency, amount) VALUES ($1, $2, $3, $4, $5)',
      [tenantId, id, price.country, price.currency, price.amount],
    );
  }
  return id;
}

/** A payment row of the member for the bundle (1000 EUR cents, NL), in the given status. */
export async function insertPayment(
  db: DataSource | EntityManager,
  tenantId: number,
  memberId: number,
  bundleId: number,
  status = 'open',
): Promise<number> {
  const [{ id }]: { id: number }[] = await db.query(
    `INSERT INTO payment (tenant_id, member_id, bundle_id, credits, country, currency, amount, list_amount,
                          vat_rate, provider, status)
     VALUES ($1, $2, $3, 100, 'NL', 'EUR', 750, 1000, 21, 'simulator', $4) RETURNING id`,
    [tenantId, memberId, bundleId, status],
  );
  return id;
}

/** A discount code of the tenant; every column can be set. */
export async function insertCode(
  db: DataSource,
  tenantId: number,
  values: Record<string, unknown> & { code: string },
): Promise<number> {
  const row = {
    value_percentage: 20,
    reason: 'promotion',
    validity: 'unlimited',
    status: 'active',
    ...values,
  };
  const columns = Object.keys(row);
  const [{ id }]: { id: number }[] = await db.query(
    `INSERT INTO discount_code (tenant_id, ${columns.join(', ')})
     VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id`,
    [tenantId, ...Object.values(row)],
  );
  return id;
}

export async function redemptionsOf(
  db: DataSource,
  codeId: number,
): Promise<{ payment_id: number; status: string }[]> {
  return db.query(
    'SELECT payment_id, status FROM discount_redemption WHERE discount_code_id = $1 ORDER BY id',
    [codeId],
  );
}
