import { SESSION_COOKIE, SESSION_DAYS } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type DataSource, type EntityManager, Not } from 'typeorm';
import { EventBus } from '../../common/events/event-bus.js';
import { InjectEnv } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { mayPrepare, preparedQuery } from '../../persistence/prepared-query.js';
import { type TenantRef, tenantScoped } from '../../persistence/tenant-scoped.js';
import { forgetTouch, touchDue, withTouchSql } from '../profiles/profile-activity.js';
import { Member } from './entities/member.entity.js';
import { Session } from './entities/session.entity.js';
import { hashToken, newToken } from './tokens.js';

const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

export interface ActiveSession {
  member: Member;
  tokenHash: Buffer;
}

/** Sessions of DESIGN.md §4: a random token in an httpOnly cookie, stored hashed with its tenant. */
@Injectable()
export class SessionService {
  private currentSqlText?: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectEnv() private readonly env: Env,
    private readonly bus: EventBus,
  ) {}

  /** A new session (always a new id: no fixation); the request's old one, if any, ends. */
  async start(
    tenant: TenantRef,
    member: Member,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    await this.end(tenant, request, reply);
    const { token, hash } = newToken();
    await tenantScoped(this.dataSource, Session).insert(tenant, [
      {
        memberId: member.id,
        tokenHash: hash,
        ip: request.ip,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
        expiresAt: new Date(Date.now() + SESSION_MS),
      },
    ]);
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: SESSION_MS / 1000,
    });
  }

  /** The member behind the request's cookie, on this tenant only; null when none or expired. */
  async current(tenant: TenantRef, request: FastifyRequest): Promise<ActiveSession | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return null;
    const tokenHash = hashToken(token);
    const prepared = mayPrepare(this.env.DATABASE_URL);
    const touchKey = tokenHash.toString('base64');
    const touch = touchDue(touchKey);
    const [row] = await preparedQuery(
      this.dataSource,
      { name: 'session_current', text: this.currentSql(), values: [tenant.id, tokenHash, new Date(), touch] },
      { prepared },
    );
    if (!row) {
      forgetTouch(touchKey);
      return null;
    }
    return { member: Object.assign(new Member(), row), tokenHash };
  }

  /**
   * The session lookup runs on every member request: plain SQL, prepared (TypeORM's find with a
   * relation costs more than the query, and planning it more than running it), its columns named after
   * Member's properties so a row becomes a Member as is; it writes the member's last activity when $4
   * (see withTouchSql).
   */
  private currentSql(): string {
    if (this.currentSqlText) return this.currentSqlText;
    const columns = this.dataSource.getMetadata(Member).columns.map(
      // a date column as its text, as TypeORM hydrates it
      (c) => `m."${c.databaseName}"${c.type === 'date' ? '::text' : ''} AS "${c.propertyName}"`,
    );
    const lookup = `SELECT ${columns.join(', ')} FROM session s JOIN member m ON m.id = s.member_id
      WHERE s.tenant_id = $1 AND s.token_hash = $2 AND s.expires_at > $3 AND m.tenant_id = $1
        AND m.disabled_at IS NULL`;
    this.currentSqlText = withTouchSql(lookup, '$4::boolean', '$1');
    return this.currentSqlText;
  }

  /** Logs the request out of this tenant: its session row goes (a session of another tenant stays). */
  async end(tenant: TenantRef, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const tokenHash = hashToken(token);
      // DELETE ... RETURNING answers [rows, count]
      const [ended]: [{ member_id: number }[], number] = await this.dataSource.query(
        'DELETE FROM session WHERE tenant_id = $1 AND token_hash = $2 RETURNING member_id',
        [tenant.id, tokenHash],
      );
      for (const { member_id } of ended) {
        await this.bus.publish('member.sessions.ended', {
          memberId: member_id,
          only: tokenHash.toString('hex'),
        });
      }
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /** Every session of the member except `keep` (after a password change or reset). */
  async endOthers(
    db: EntityManager | DataSource,
    tenant: TenantRef,
    memberId: number,
    keep?: Buffer,
  ): Promise<void> {
    await tenantScoped(db, Session).delete(tenant, keep ? { memberId, tokenHash: Not(keep) } : { memberId });
    // said before a surrounding transaction commits: a stream closed too early only reconnects
    await this.bus.publish('member.sessions.ended', { memberId, except: keep?.toString('hex') });
  }

  async reload(tenant: TenantRef, member: Member): Promise<Member> {
    return tenantScoped(this.dataSource, Member).findOneOrFail(tenant, { id: member.id });
  }
}
