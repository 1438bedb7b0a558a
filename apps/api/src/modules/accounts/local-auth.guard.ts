import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiError } from '../../common/api-error.js';

/** Runs LocalStrategy; a body without both fields is a failed login like any other. */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override handleRequest<T>(error: unknown, member: T): T {
    if (error) throw error;
    if (!member) throw new ApiError('login_failed');
    return member;
  }
}
