import type { StaffRole } from '@amora/contracts';
import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../common/api-error.js';
import { hasAnyRole, pendingSetup, type SignedInStaff } from './staff-access.js';
import { StaffSessionService } from './staff-session.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by StaffAuthGuard. */
    staff?: SignedInStaff;
  }
}

const ROLES = 'amora:staff-roles';
const SETUP_ALLOWED = 'amora:staff-setup-allowed';

/**
 * The roles a route (or a whole controller) is for, on some tenant; the tenant a call names is checked
 * with requireTenantAccess. Without it, any signed-in staff member passes StaffAuthGuard.
 */
export const StaffRoles = (...roles: StaffRole[]) => SetMetadata(ROLES, roles);

/** Open while the staff member still has to choose a password or set up a second factor. */
export const StaffSetupAllowed = () => SetMetadata(SETUP_ALLOWED, true);

/**
 * Every admin call but the sign-in: the admin host only (elsewhere a plain 404), a live staff session
 * (a member's cookie is another cookie and never counts: 403 `authentication_required`), the route's
 * roles (403 `staff_forbidden`), and set-up done first (403 `staff_setup_required`).
 */
@Injectable()
export class StaffAuthGuard implements CanActivate {
  constructor(
    private readonly sessions: StaffSessionService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.site !== 'admin') throw new ApiError('not_found');
    const staff = await this.sessions.current(request);
    if (!staff) throw new ApiError('authentication_required');
    const targets = [context.getHandler(), context.getClass()];
    const setupAllowed = this.reflector.getAllAndOverride<boolean>(SETUP_ALLOWED, targets) ?? false;
    const setup = pendingSetup(staff.member);
    if ((setup.password || setup.totp) && !setupAllowed) throw new ApiError('staff_setup_required', setup);
    const roles = this.reflector.getAllAndOverride<StaffRole[]>(ROLES, targets) ?? [];
    if (!hasAnyRole(staff, roles)) throw new ApiError('staff_forbidden');
    request.staff = staff;
    return true;
  }
}

/** The signed-in staff member of a route behind StaffAuthGuard. */
export const CurrentStaff = createParamDecorator((_: unknown, context: ExecutionContext): SignedInStaff => {
  const staff = context.switchToHttp().getRequest<FastifyRequest>().staff;
  if (!staff) throw new ApiError('authentication_required');
  return staff;
});
