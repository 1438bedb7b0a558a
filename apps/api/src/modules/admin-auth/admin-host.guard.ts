import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../common/api-error.js';

/** Admin calls exist only on ADMIN_HOST; on a tenant's domain they are a plain 404. */
@Injectable()
export class AdminHostGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.switchToHttp().getRequest<FastifyRequest>().site !== 'admin') throw new ApiError('not_found');
    return true;
  }
}
