import { loginRequestSchema } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
import { ApiError } from '../../common/api-error.js';
import { validate } from '../../common/validate.js';
import type { Member } from './entities/member.entity.js';
import { LoginService } from './login.service.js';

/** passport-local (DESIGN.md §4): e-mail and password from the JSON body, checked on the request's tenant. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly login: LoginService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  async validate(request: FastifyRequest, email: string, password: string): Promise<Member> {
    if (!request.tenant) throw new ApiError('unknown_domain');
    return this.login.verify(request.tenant, validate(loginRequestSchema, { email, password }));
  }
}
