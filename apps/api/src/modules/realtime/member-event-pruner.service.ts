import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ifAdvisoryLockFree } from '../../persistence/advisory-lock.js';

const PRUNE_LOCK = 7_310_001;
const HOUR_MS = 60 * 60 * 1000;
/** How long a stored event can still be replayed to a reconnecting stream. */
export const MEMBER_EVENT_KEEP_MS = 24 * HOUR_MS;

/** The scheduled deletion of live events past replaying (DESIGN.md §12); one process at a time. */
@Injectable()
export class MemberEventPruner {
  private readonly logger = new Logger('MemberEventPruner');

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Interval(HOUR_MS)
  async hourly(): Promise<void> {
    const pruned = await this.prune(new Date());
    if (pruned > 0) this.logger.log(`deleted ${pruned} old live events`);
  }

  /** Deletes the events older than a day at `now`; answers how many. */
  async prune(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - MEMBER_EVENT_KEEP_MS);
    const count = await ifAdvisoryLockFree(this.db, PRUNE_LOCK, async () => {
      // ids grow with time: everything below the first id young enough goes, found through the
      // primary key without a scan of the day's events (the old rows are what is read)
      const [, deleted]: [unknown, number] = await this.db.query(
        `DELETE FROM member_event WHERE id < coalesce(
           (SELECT id FROM member_event WHERE created_at >= $1 ORDER BY id LIMIT 1),
           (SELECT max(id) + 1 FROM member_event)
         )`,
        [cutoff],
      );
      return deleted;
    });
    return count ?? 0;
  }
}
