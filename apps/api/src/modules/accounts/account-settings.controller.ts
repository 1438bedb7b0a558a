import { accountSettingsUpdateSchema, blockRequestSchema } from '@amora/contracts';
import { Body, Controller, Delete, Get, Header, HttpCode, Post, Put, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { TenantThrottlerGuard } from '../../common/rate-limit/tenant-throttler.guard.js';
import { validate } from '../../common/validate.js';
import { CurrentTenant, type TenantContext } from '../../tenancy/current-tenant.decorator.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AccountExportService } from './account-export.service.js';
import { AccountSettingsService } from './account-settings.service.js';
import type { Member } from './entities/member.entity.js';
import { CurrentMember, MemberAuthGuard } from './member-auth.guard.js';

/** The settings page: preferences, invisible mode, blocks, retention offer, data export. */
@Controller('api')
@UseGuards(TenantThrottlerGuard, MemberAuthGuard)
export class AccountSettingsController {
  constructor(
    private readonly settings: AccountSettingsService,
    private readonly deletion: AccountDeletionService,
    private readonly exporter: AccountExportService,
  ) {}

  @Get('account-settings.php')
  @Header('cache-control', 'no-store')
  get(@CurrentMember() member: Member) {
    return this.settings.view(member);
  }

  @Put('account-settings.php')
  async update(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @Body() body: unknown,
  ) {
    const updated = await this.settings.update(tenant, member, validate(accountSettingsUpdateSchema, body));
    return this.settings.view(updated);
  }

  @Get('blocks.php')
  @Header('cache-control', 'no-store')
  async blocks(@CurrentTenant() { tenant }: TenantContext, @CurrentMember() member: Member) {
    return { blocks: await this.settings.blocks(tenant, member) };
  }

  @Post('blocks.php')
  @HttpCode(200)
  async block(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @Body() body: unknown,
  ) {
    await this.settings.block(tenant, member, validate(blockRequestSchema, body).profile_id);
    return { ok: true as const };
  }

  @Delete('blocks.php')
  async unblock(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @Body() body: unknown,
  ) {
    await this.settings.unblock(tenant, member, validate(blockRequestSchema, body).profile_id);
    return { ok: true as const };
  }

  @Get('delete-offer.php')
  async offer(@CurrentTenant() { tenant }: TenantContext) {
    return { delete_discount: await this.deletion.offer(tenant) };
  }

  @Post('delete-offer.php')
  @HttpCode(200)
  acceptOffer(@CurrentTenant() { tenant }: TenantContext, @CurrentMember() member: Member) {
    return this.deletion.acceptOffer(tenant, member);
  }

  @Get('account-export.php')
  async export(
    @CurrentTenant() { tenant }: TenantContext,
    @CurrentMember() member: Member,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${tenant.slug}-my-data.json"`);
    return this.exporter.export(tenant, member);
  }
}
