import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../common/api-error.js';
import type { Member } from './entities/member.entity.js';
import { type ActiveSession, SessionService } from './session.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by MemberAuthGuard. */
    session?: ActiveSession;
  }
}

/** Lets a request through only with a live session of this tenant; else 403 authentication_required. */
@Injectable()
export class MemberAuthGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.tenant) throw new ApiError('unknown_domain');
    const session = await this.sessions.current(request.tenant, request);
    if (!session || session.member.status === 'deleted') throw new ApiError('authentication_required');
    request.session = session;
    return true;
  }
}

/** The logged-in member of a route behind MemberAuthGuard. */
export const CurrentMember = createParamDecorator((_: unknown, context: ExecutionContext): Member => {
  const session = context.switchToHttp().getRequest<FastifyRequest>().session;
  if (!session) throw new ApiError('authentication_required');
  return session.member;
});

/** The session token hash of a route behind MemberAuthGuard (to keep this session on password change). */
export const CurrentSessionHash = createParamDecorator((_: unknown, context: ExecutionContext): Buffer => {
  const session = context.switchToHttp().getRequest<FastifyRequest>().session;
  if (!session) throw new ApiError('authentication_required');
  return session.tokenHash;
});

/**
 * `https://vonk.example` — the base of every link we mail. Built from the tenant's resolved host, never
 * from a Host header alone, so a forged header cannot send a reset link elsewhere.
 */
export const RequestOrigin = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  if (!request.tenantHost) throw new ApiError('unknown_domain');
  const [hostname, port] = request.host.toLowerCase().split(':');
  const keepPort = hostname === request.tenantHost && port ? `:${port}` : '';
  return `${request.protocol}://${request.tenantHost}${keepPort}`;
});
