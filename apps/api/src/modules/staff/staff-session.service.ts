import { STAFF_COOKIE, STAFF_COOKIE_PATH, STAFF_SESSION_HOURS } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type DataSource, type EntityManager, Not } from 'typeorm';
import { hashToken, newToken } from '../accounts/tokens.js';
import { StaffSession } from './entities/staff-session.entity.js';
import type { SignedInStaff } from './staff-access.js';
import { loadGrants } from './staff-grants.js';

const SESSION_MS = STAFF_SESSION_HOURS * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute per session, not on every call. */
const LAST_SEEN_EVERY = '1 minute';

/**
 * Staff sessions, apart from members': their own cookie (`amora_staff`, sent only to /api/admin, never
 * to another site: SameSite=Strict), 12 hours, the token stored hashed.
 */
@Injectable()
export class StaffSessionService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A new session (a new token every sign-in); the request's old one ends. */
  async start(staffId: number, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.end(request, reply);
    const { token, hash } = newToken();
    await this.dataSource.getRepository(StaffSession).insert({
      staffId,
      tokenHash: hash,
      ip: request.ip,
      userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
      expiresAt: new Date(Date.now() + SESSION_MS),
    });
    reply.setCookie(STAFF_COOKIE, token, {
      path: STAFF_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: SESSION_MS / 1000,
    });
  }

  /** The active staff member behind the request's cookie, with their roles; null when none. */
  async current(request: FastifyRequest): Promise<SignedInStaff | null> {
    const token = request.cookies[STAFF_COOKIE];
    if (!token || token.length > 100) return null;
    const tokenHash = hashToken(token);
    const session = await this.dataSource.getRepository(StaffSession).findOne({
      where: { tokenHash },
      relations: { staff: true },
    });
    if (!session || session.expiresAt <= new Date() || session.staff.status !== 'active') return null;
    await this.dataSource.query(
      `UPDATE "staff_session" SET "last_seen_at" = now() WHERE "id" = $1 AND "last_seen_at" < now() - interval '${LAST_SEEN_EVERY}'`,
      [session.id],
    );
    return { member: session.staff, grants: await loadGrants(this.dataSource, session.staffId), tokenHash };
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[STAFF_COOKIE];
    if (token) await this.dataSource.getRepository(StaffSession).delete({ tokenHash: hashToken(token) });
    reply.clearCookie(STAFF_COOKIE, { path: STAFF_COOKIE_PATH });
  }

  /** Every session of a staff member (but `keep`): after a change of their roles, status or password. */
  static async endAll(db: EntityManager | DataSource, staffId: number, keep?: Buffer): Promise<void> {
    await db.getRepository(StaffSession).delete(keep ? { staffId, tokenHash: Not(keep) } : { staffId });
  }

  grantsOf(staffId: number) {
    return loadGrants(this.dataSource, staffId);
  }
}
