import { adminLoginSchema } from '@amora/contracts';
import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiError } from '../../common/api-error.js';
import { validate } from '../../common/validate.js';
import { AdminHostGuard } from './admin-host.guard.js';

@Controller('api/admin')
@UseGuards(AdminHostGuard)
export class AdminAuthController {
  /**
   * Staff sign-in. Staff accounts arrive with the admin-console issue; until then no credentials
   * match, so every well-formed attempt answers login_failed like a wrong password would.
   */
  @Post('login.php')
  @HttpCode(200)
  login(@Body() body: unknown) {
    validate(adminLoginSchema, body);
    throw new ApiError('login_failed');
  }
}
