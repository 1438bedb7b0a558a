import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource, type EntityManager } from 'typeorm';
import { ifAdvisoryLockFree } from '../../persistence/advisory-lock.js';

const ROLLUP_LOCK = 7_300_012;
const EVERY_MS = 5 * 60_000;
/** Days counted again on every run (late activations, payments paid a day after they started). */
const RECOUNT_DAYS = 2;
/** Messages counted per run at most; the next run goes on where this one stopped. */
const MESSAGE_BATCH = 200_000;

/** The tenant's calendar day of a timestamp column. */
const localDay = (column: string) => `(${column} AT TIME ZONE t.time_zone)::date`;

/**
 * Numbers of the recent days, recounted from small, indexed sources: metric → SQL answering
 * (tenant_id, day, currency, value) for rows at or after $1 (a timestamp).
 */
const RECOUNTED: Record<string, string> = {
  signups: `SELECT m.tenant_id, ${localDay('m.created_at')} AS day, '' AS currency, count(*) AS value
              FROM member m JOIN tenant t ON t.id = m.tenant_id WHERE m.created_at >= $1 GROUP BY 1, 2`,
  activations: `SELECT m.tenant_id, ${localDay('m.confirmed_at')} AS day, '' AS currency, count(*) AS value
                  FROM member m JOIN tenant t ON t.id = m.tenant_id WHERE m.confirmed_at >= $1 GROUP BY 1, 2`,
  first_purchases: `SELECT p.tenant_id, ${localDay('p.paid_at')} AS day, '' AS currency, count(*) AS value
                      FROM payment p JOIN tenant t ON t.id = p.tenant_id
                     WHERE p.status = 'paid' AND p.paid_at >= $1
                       AND NOT EXISTS (SELECT 1 FROM payment e WHERE e.member_id = p.member_id AND e.status = 'paid'
                                          AND (e.paid_at, e.id) < (p.paid_at, p.id))
                     GROUP BY 1, 2`,
  revenue: `SELECT p.tenant_id, ${localDay('p.paid_at')} AS day, p.currency, sum(p.amount) AS value
              FROM payment p JOIN tenant t ON t.id = p.tenant_id
             WHERE p.status = 'paid' AND p.paid_at >= $1 GROUP BY 1, 2, 3`,
  complaints: `SELECT c.tenant_id, ${localDay('c.created_at')} AS day, '' AS currency, count(*) AS value
                 FROM complaint c JOIN tenant t ON t.id = c.tenant_id WHERE c.created_at >= $1 GROUP BY 1, 2`,
};

/**
 * Keeps daily_stat up to date (DESIGN.md: the console never counts the messages table on a request).
 * Every 5 minutes, one process: the last days of the small sources are counted again; messages, which
 * are only ever added, are counted once each, from where the last run stopped. The first run counts
 * everything since the beginning.
 */
@Injectable()
export class AnalyticsRollup {
  private readonly logger = new Logger('AnalyticsRollup');

  constructor(private readonly db: DataSource) {}

  @Interval(EVERY_MS)
  async scheduled(): Promise<void> {
    await this.run().catch((error: unknown) =>
      this.logger.error(`analytics rollup failed: ${String(error)}`),
    );
  }

  /** Brings the numbers up to `now`; answers false when another process is at it. */
  async run(now = new Date()): Promise<boolean> {
    const done = await ifAdvisoryLockFree(this.db, ROLLUP_LOCK, () =>
      this.db.transaction(async (db) => {
        const since = (await this.cursor(db, 'backfill')) === null ? new Date(0) : recountFrom(now);
        for (const [metric, sql] of Object.entries(RECOUNTED)) await recount(db, metric, sql, since);
        await this.countNewMessages(db, now);
        await this.setCursor(db, 'backfill', 1);
        await this.setCursor(db, 'rolled_at', now.getTime());
        return true;
      }),
    );
    return done === true;
  }

  /** When the numbers were last brought up to date, or null before the first run. */
  async updatedAt(): Promise<Date | null> {
    const at = await this.cursor(this.db.manager, 'rolled_at');
    return at === null ? null : new Date(at);
  }

  /**
   * Messages after the last one counted, up to a minute ago (a send still committing has a lower id
   * than one already visible for a moment at most), added to their days.
   */
  private async countNewMessages(db: EntityManager, now: Date) {
    const last = (await this.cursor(db, 'chat_message')) ?? 0;
    const [{ top }]: { top: string | null }[] = await db.query(
      `SELECT max(id) AS top FROM (SELECT id FROM chat_message WHERE id > $1 AND created_at < $2
                                    ORDER BY id LIMIT ${MESSAGE_BATCH}) batch`,
      [last, new Date(now.getTime() - 60_000)],
    );
    if (top === null) return;
    await db.query(
      `INSERT INTO daily_stat (tenant_id, day, metric, currency, value)
       SELECT m.tenant_id, ${localDay('m.created_at')},
              CASE WHEN m.staff_id IS NULL THEN 'messages_member' ELSE 'messages_staff' END, '', count(*)
         FROM chat_message m JOIN tenant t ON t.id = m.tenant_id
        WHERE m.id > $1 AND m.id <= $2
        GROUP BY 1, 2, 3
       ON CONFLICT (tenant_id, day, metric, currency) DO UPDATE SET value = daily_stat.value + EXCLUDED.value`,
      [last, top],
    );
    await this.setCursor(db, 'chat_message', Number(top));
  }

  private async cursor(db: EntityManager, source: string): Promise<number | null> {
    const [row]: { last_id: string }[] = await db.query(
      'SELECT last_id FROM analytics_cursor WHERE source = $1',
      [source],
    );
    return row ? Number(row.last_id) : null;
  }

  private setCursor(db: EntityManager, source: string, value: number) {
    return db.query(
      `INSERT INTO analytics_cursor (source, last_id) VALUES ($1, $2)
       ON CONFLICT (source) DO UPDATE SET last_id = EXCLUDED.last_id`,
      [source, value],
    );
  }
}

/** The start of the days counted again: RECOUNT_DAYS back, a day earlier still for the time zones. */
function recountFrom(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return new Date(day.getTime() - (RECOUNT_DAYS + 1) * 86_400_000);
}

/** The metric's days from `since` on, replaced by a fresh count (a day that went to zero disappears). */
async function recount(db: EntityManager, metric: string, sql: string, since: Date) {
  const firstDay = since.getTime() === 0 ? '-infinity' : since.toISOString().slice(0, 10);
  await db.query(`DELETE FROM daily_stat WHERE metric = $1 AND day > $2::date`, [metric, firstDay]);
  await db.query(
    `INSERT INTO daily_stat (tenant_id, day, metric, currency, value)
     SELECT tenant_id, day, $2, currency, value FROM (${sql.replaceAll('$1', '$3')}) counted WHERE day > $1::date
     ON CONFLICT (tenant_id, day, metric, currency) DO UPDATE SET value = EXCLUDED.value`,
    [firstDay, metric, since],
  );
}
