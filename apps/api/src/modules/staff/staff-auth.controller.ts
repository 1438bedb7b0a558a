import {
  adminLoginSchema,
  staffPasswordRequestSchema,
  totpConfirmRequestSchema,
  totpStartRequestSchema,
} from '@amora/contracts';
import { Body, Controller, Get, Header, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import { AdminHostGuard } from '../admin-auth/admin-host.guard.js';
import type { SignedInStaff } from './staff-access.js';
import { CurrentStaff, StaffAuthGuard, StaffSetupAllowed } from './staff-auth.guard.js';
import { StaffLoginService } from './staff-login.service.js';
import { StaffSelfService } from './staff-self.service.js';
import { StaffSessionService } from './staff-session.service.js';

const MINUTE = 60_000;

/** Sign-in, sign-out, and what staff do for themselves (password, second factor). */
@Controller('api/admin')
export class StaffAuthController {
  constructor(
    private readonly login: StaffLoginService,
    private readonly sessions: StaffSessionService,
    private readonly self: StaffSelfService,
  ) {}

  @Post('login.php')
  @Header('cache-control', 'no-store')
  @HttpCode(200)
  @UseGuards(AdminHostGuard, TenantThrottlerGuard)
  @Throttle({ default: { limit: 20, ttl: 5 * MINUTE } })
  async signIn(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const member = await this.login.verify(validate(adminLoginSchema, body));
    await this.sessions.start(member.id, request, reply);
    return this.self.me({ member, grants: await this.sessions.grantsOf(member.id) });
  }

  @Post('logout.php')
  @HttpCode(200)
  @UseGuards(AdminHostGuard)
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.sessions.end(request, reply);
    return { ok: true as const };
  }

  @Get('me.php')
  @Header('cache-control', 'no-store')
  @UseGuards(StaffAuthGuard)
  @StaffSetupAllowed()
  me(@CurrentStaff() staff: SignedInStaff) {
    return this.self.me(staff);
  }

  @Post('password.php')
  @HttpCode(200)
  @UseGuards(StaffAuthGuard, TenantThrottlerGuard)
  @StaffSetupAllowed()
  @Throttle({ default: { limit: 10, ttl: 60 * MINUTE } })
  async changePassword(
    @CurrentStaff() staff: SignedInStaff,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ) {
    await this.self.changePassword(staff, validate(staffPasswordRequestSchema, body), request.ip);
    return { ok: true as const };
  }

  @Post('totp.php')
  @Header('cache-control', 'no-store')
  @HttpCode(200)
  @UseGuards(StaffAuthGuard, TenantThrottlerGuard)
  @StaffSetupAllowed()
  @Throttle({ default: { limit: 10, ttl: 5 * MINUTE } })
  startTotp(@CurrentStaff() staff: SignedInStaff, @Body() body: unknown) {
    return this.self.startTotp(staff, validate(totpStartRequestSchema, body ?? {}).code);
  }

  @Post('totp-confirm.php')
  @Header('cache-control', 'no-store')
  @HttpCode(200)
  @UseGuards(StaffAuthGuard, TenantThrottlerGuard)
  @StaffSetupAllowed()
  @Throttle({ default: { limit: 10, ttl: 5 * MINUTE } })
  async confirmTotp(
    @CurrentStaff() staff: SignedInStaff,
    @Body() body: unknown,
    @Req() request: FastifyRequest,
  ) {
    const { code } = validate(totpConfirmRequestSchema, body);
    const member = await this.self.confirmTotp(staff, code, request.ip);
    return this.self.me({ member, grants: staff.grants });
  }
}
