import { rm } from 'node:fs/promises';
import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { InjectEnv } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { dataPath } from '../../config/paths.js';
import { ifAdvisoryLockFree } from '../../persistence/advisory-lock.js';
import { tenantScoped } from '../../persistence/tenant-scoped.js';
import { OutboundMail } from '../mail/outbound-mail.entity.js';
import { Profile } from '../profiles/profile.entity.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AccountToken } from './entities/account-token.entity.js';
import { Member } from './entities/member.entity.js';
import { MemberBlock } from './entities/member-block.entity.js';
import { Session } from './entities/session.entity.js';

const PURGE_LOCK = 7_300_001;
const HOUR_MS = 60 * 60 * 1000;

/** Where a member's uploaded photos live under DATA_DIR/uploads. */
export const memberUploadsDir = (tenantId: number, memberId: number) => `members/${tenantId}/${memberId}`;

/**
 * The scheduled purge (DESIGN.md §12): 14 days after a deletion request, personal data and photos go;
 * the credit ledger and discount codes stay, tied to an anonymous member row, as bookkeeping law asks.
 */
@Injectable()
export class AccountPurgeService {
  private readonly logger = new Logger('AccountPurge');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectEnv() private readonly env: Env,
    private readonly deletion: AccountDeletionService,
  ) {}

  @Interval(HOUR_MS)
  async hourly(): Promise<void> {
    const purged = await this.purgeDue(new Date());
    if (purged > 0) this.logger.log(`purged ${purged} deleted accounts`);
  }

  /** Purges every account due at `now`; one process at a time. Answers how many. */
  async purgeDue(now: Date): Promise<number> {
    const count = await ifAdvisoryLockFree(this.dataSource, PURGE_LOCK, async () => {
      const due = await this.deletion.dueForPurge(now);
      for (const member of due) await this.purge(member);
      return due.length;
    });
    return count ?? 0;
  }

  private async purge(member: Member): Promise<void> {
    // the job runs over all tenants; each member's rows are touched within that member's tenant
    const tenant = { id: member.tenantId };
    await this.dataSource.transaction(async (db) => {
      for (const table of [Session, AccountToken, MemberBlock, OutboundMail]) {
        await tenantScoped<{ tenantId: number; memberId: number }>(db, table).delete(tenant, {
          memberId: member.id,
        });
      }
      await tenantScoped(db, Member).update(
        tenant,
        { id: member.id },
        {
          status: 'deleted',
          deletedAt: new Date(),
          email: null,
          passwordHash: null,
          name: null,
          dateOfBirth: null,
          gender: null,
          seeking: null,
          signupMessage: null,
          tracking: null,
          invite: null,
          notificationPreferences: {},
          profileId: null,
        },
      );
      if (member.profileId) await tenantScoped(db, Profile).delete(tenant, { id: member.profileId });
    });
    await rm(dataPath(this.env, 'uploads', memberUploadsDir(member.tenantId, member.id)), {
      recursive: true,
      force: true,
    });
  }
}
