import { SUPPORT_PAGE_SIZE } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { tenantScoped } from '../../persistence/tenant-scoped.js';
import { Tenant } from '../../tenancy/tenant.entity.js';
import { AccountService } from '../accounts/account.service.js';
import { Member } from '../accounts/entities/member.entity.js';
import { renditionKey } from '../photos/photo-paths.js';
import { AuditLog } from '../staff/audit-log.js';
import { cursorId } from '../staff/keyset.js';
import type { SignedInStaff } from '../staff/staff-access.js';
import { pageOf, scopeSql, supportedRow, supportScope } from './support-access.js';
import { siteOrigin } from './support-mail.js';
import { supportPayments } from './support-payments.js';
import { type MemberRow, memberColumns, memberSummary } from './support-views.js';

const iso = (value: Date | null) => value?.toISOString() ?? null;
/** Recent rows of a member's lists that are not paged (payments, codes, mails, sessions). */
const RECENT = 50;

interface FoundRow extends MemberRow {
  disabled_at: Date | null;
}

interface MemberDetailRow extends FoundRow {
  confirmed_at: Date | null;
  deletion_requested_at: Date | null;
  deletion_reason: string | null;
  notifications_disabled: string[];
  profile_id: number | null;
}

const memberFound = (row: FoundRow) => ({ ...memberSummary(row), disabled_at: iso(row.disabled_at) });

const likePrefix = (q: string) => `${q.replace(/[%_\\]/g, '\\$&')}%`;

type SearchPart = 'name' | 'email';
/**
 * The keys a search matches and pages by, in byte order (COLLATE "C": a LIKE prefix is a range of it),
 * each indexed as (tenant_id, key, id) and (key, id) (migration 1765400000001).
 */
const SEARCH_KEY: Record<SearchPart, string> = {
  name: 'lower(m.name) COLLATE "C"',
  email: 'm.email COLLATE "C"',
};

/** Support's member lookup over the staff member's tenants: search, one member in full, a few fixes. */
@Injectable()
export class MemberLookupService {
  constructor(
    private readonly db: DataSource,
    private readonly accounts: AccountService,
  ) {}

  /**
   * By id (digits), else by the start of the name or of the e-mail address: the members whose name
   * matches in name order, then those matched by their e-mail alone in address order. Each part walks
   * an index in that order ((tenant_id,) key, id) and stops after a page, however many match; the
   * cursor is the last member's id, whose key says where the next page starts.
   */
  async search(staff: SignedInStaff, query: { q: string; tenant_id?: number; cursor?: string }) {
    const q = query.q.trim().toLowerCase();
    const scope = supportScope(staff, query.tenant_id);
    if (/^\d{1,10}$/.test(q)) {
      const params: unknown[] = [cursorId(q)];
      const rows: FoundRow[] = await this.db.query(
        `SELECT ${memberColumns('m')}, m.disabled_at FROM member m
          WHERE m.id = $1 AND ${scopeSql('m.tenant_id', scope, params)}`,
        params,
      );
      return { members: rows.map(memberFound), next_cursor: null };
    }
    const pattern = likePrefix(q);
    let after: { part: SearchPart; key: string; id: number } | null = null;
    if (query.cursor) {
      const id = cursorId(query.cursor);
      const params: unknown[] = [id, pattern];
      const [last]: { name_key: string | null; email: string | null; by_name: boolean }[] =
        await this.db.query(
          `SELECT ${SEARCH_KEY.name} AS name_key, m.email, coalesce(${SEARCH_KEY.name} LIKE $2, false) AS by_name
           FROM member m WHERE m.id = $1 AND ${scopeSql('m.tenant_id', scope, params)}`,
          params,
        );
      // the last member gone since, or outside the staff member's tenants: nothing to place a page after
      // (one renamed is placed by its e-mail)
      if (!last) return { members: [], next_cursor: null };
      after = last.by_name
        ? { part: 'name', key: last.name_key ?? '', id }
        : { part: 'email', key: last.email ?? '', id };
    }
    const rows: FoundRow[] =
      after?.part === 'email'
        ? []
        : await this.searchPart(scope, 'name', pattern, after, SUPPORT_PAGE_SIZE + 1);
    if (rows.length <= SUPPORT_PAGE_SIZE) {
      const emailAfter = after?.part === 'email' ? after : null;
      rows.push(
        ...(await this.searchPart(scope, 'email', pattern, emailAfter, SUPPORT_PAGE_SIZE + 1 - rows.length)),
      );
    }
    const { page, next } = pageOf(rows, SUPPORT_PAGE_SIZE);
    return { members: page.map(memberFound), next_cursor: next };
  }

  /**
   * One part of a search in its key's order, after the cursor's (key, id): the name part, or the e-mail
   * part without the members the name part found.
   */
  private searchPart(
    scope: 'all' | number[],
    part: SearchPart,
    pattern: string,
    after: { key: string; id: number } | null,
    limit: number,
  ): Promise<FoundRow[]> {
    const key = SEARCH_KEY[part];
    const params: unknown[] = [pattern];
    const where = [`${key} LIKE $1`, scopeSql('m.tenant_id', scope, params)];
    if (part === 'email') where.push(`(${SEARCH_KEY.name} LIKE $1) IS NOT TRUE`);
    if (after) {
      params.push(after.key, after.id);
      where.push(`(${key}, m.id) > ($${params.length - 1}, $${params.length}::int)`);
    }
    return this.db.query(
      `SELECT ${memberColumns('m')}, m.disabled_at FROM member m WHERE ${where.join(' AND ')}
        ORDER BY ${key}, m.id LIMIT ${limit}`,
      params,
    );
  }

  async detail(staff: SignedInStaff, id: number) {
    const row = await this.member(this.db.manager, staff, id);
    const [profile, sessions, ledger, payments, codes, mails] = await Promise.all([
      this.profile(row.tenant_id, row.profile_id),
      this.db.query(
        `SELECT id, ip, user_agent, created_at, expires_at FROM session
          WHERE member_id = $1 AND expires_at > now() ORDER BY id DESC LIMIT ${RECENT}`,
        [id],
      ),
      this.ledgerPage(id, undefined),
      this.payments(id),
      this.db.query(
        `SELECT c.code, c.reason AS kind, c.value_percentage::float AS value_percentage, r.status, r.payment_id,
                r.created_at FROM discount_redemption r JOIN discount_code c ON c.id = r.discount_code_id
          WHERE r.member_id = $1 ORDER BY r.id DESC LIMIT ${RECENT}`,
        [id],
      ),
      this.db.query(
        `SELECT id, kind, to_address, subject, status, created_at FROM outbound_mail
          WHERE member_id = $1 ORDER BY id DESC LIMIT ${RECENT}`,
        [id],
      ),
    ]);
    return {
      member: {
        ...memberFound(row),
        confirmed_at: iso(row.confirmed_at),
        deletion_requested_at: iso(row.deletion_requested_at),
        deletion_reason: row.deletion_reason,
        notifications_disabled: row.notifications_disabled,
      },
      profile,
      sessions: sessions.map(withIsoDates),
      ledger: ledger.ledger,
      ledger_next_cursor: ledger.next_cursor,
      payments: payments.rows,
      debt_credits: payments.debt,
      codes: codes.map(withIsoDates),
      mails: mails.map(withIsoDates),
    };
  }

  async ledger(staff: SignedInStaff, id: number, cursor?: string) {
    await this.member(this.db.manager, staff, id);
    return this.ledgerPage(id, cursor);
  }

  /** Logs the member out everywhere: every session row goes, so every cookie stops working at once. */
  endSessions(staff: SignedInStaff, memberId: number, ip: string) {
    return this.db.transaction(async (db) => {
      const member = await this.member(db, staff, memberId, true);
      // expired rows go too, but only the sessions that still worked count as ended (the list shows those);
      // TypeORM answers a DELETE with [rows, count]
      const [deleted]: [{ live: boolean }[], number] = await db.query(
        'DELETE FROM session WHERE member_id = $1 RETURNING expires_at > now() AS live',
        [memberId],
      );
      const ended = deleted.filter((session) => session.live);
      await AuditLog.record(db, {
        staff: staff.member,
        action: 'member.sessions_end',
        entity: 'member',
        entityId: memberId,
        tenantId: member.tenant_id,
        before: { sessions: ended.length },
        after: { sessions: 0 },
        ip,
      });
      return { ended: ended.length };
    });
  }

  /**
   * The member's own activation mail again (its limit of 3 an hour applies), to the address on file.
   * No transaction around it: the mail's token and outbox row are written on connections of their own,
   * which one transaction holding the embedded database's only backend would wait for forever.
   */
  async resendActivation(staff: SignedInStaff, memberId: number, ip: string) {
    const row = await this.member(this.db.manager, staff, memberId);
    if (row.status !== 'not_confirmed') throw new ApiError('member_already_confirmed');
    const tenant = await this.db.getRepository(Tenant).findOneByOrFail({ id: row.tenant_id });
    const member = await tenantScoped(this.db, Member).findOneOrFail(tenant, { id: memberId });
    await this.accounts.resendActivation(tenant, member, await siteOrigin(this.db.manager, tenant.id));
    await AuditLog.record(this.db.manager, {
      staff: staff.member,
      action: 'member.activation_resend',
      entity: 'member',
      entityId: memberId,
      tenantId: tenant.id,
      after: { to: member.email },
      ip,
    });
    return { ok: true as const };
  }

  private member(db: EntityManager, staff: SignedInStaff, id: number, lock = false) {
    return supportedRow<MemberDetailRow>(
      db,
      staff,
      `SELECT ${memberColumns('m')}, m.disabled_at, m.confirmed_at, m.deletion_requested_at, m.deletion_reason,
              m.notifications_disabled, m.profile_id
         FROM member m WHERE m.id = $1${lock ? ' FOR NO KEY UPDATE' : ''}`,
      [id],
      'member_not_found',
    );
  }

  private async profile(tenantId: number, profileId: number | null) {
    if (!profileId) return null;
    const [profile]: {
      id: number;
      name: string;
      status: string;
      city: string;
      country: string;
      about: string;
    }[] = await this.db.query('SELECT id, name, status, city, country, about FROM profile WHERE id = $1', [
      profileId,
    ]);
    if (!profile) return null;
    const photos: { id: number; key: string; position: number; pending: boolean }[] = await this.db.query(
      `SELECT id, key, position, review_status = 'pending' AS pending FROM profile_photo
        WHERE profile_id = $1 ORDER BY position, id`,
      [profileId],
    );
    const media = await this.mediaBase(tenantId);
    return {
      ...profile,
      photos: photos.map((photo) => ({
        id: photo.id,
        position: photo.position,
        url: `${media}${renditionKey(photo.key, 'full')}`,
        thumb_url: `${media}${renditionKey(photo.key, 'thumb')}`,
        pending: photo.pending,
      })),
    };
  }

  /** The tenant's CDN prefix: a relative one (`/media/`) is served on the console's host as on every host. */
  private async mediaBase(tenantId: number): Promise<string> {
    const tenant = await this.db.getRepository(Tenant).findOneByOrFail({ id: tenantId });
    return tenant.cdnPrefix;
  }

  private async ledgerPage(memberId: number, cursor: string | undefined) {
    const rows: { id: number; created_at: Date }[] = await this.db.query(
      `SELECT id, delta, balance_after, reason, reference, created_at FROM credit_ledger
        WHERE member_id = $1 AND ($2::int IS NULL OR id < $2) ORDER BY id DESC LIMIT ${SUPPORT_PAGE_SIZE + 1}`,
      [memberId, cursor ? cursorId(cursor) : null],
    );
    const { page, next } = pageOf(rows, SUPPORT_PAGE_SIZE);
    return { ledger: page.map(withIsoDates), next_cursor: next };
  }

  /** Recent payments with their refunds and chargebacks, and the credits still owed over all of them. */
  private async payments(memberId: number) {
    const rows = await supportPayments(this.db, [memberId]);
    const [{ debt }]: { debt: number }[] = await this.db.query(
      `SELECT (coalesce((SELECT sum(r.debt_credits) FROM payment_refund r JOIN payment p ON p.id = r.payment_id
                          WHERE p.member_id = $1), 0)
             + coalesce((SELECT sum(b.debt_credits) FROM payment_chargeback b JOIN payment p ON p.id = b.payment_id
                          WHERE p.member_id = $1), 0))::int AS debt`,
      [memberId],
    );
    return { rows: rows.map(({ member_id, ...payment }) => payment), debt };
  }
}

/** A row with its Date values as ISO strings. */
function withIsoDates<T extends object>(row: T): T {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  ) as T;
}
