import { timingSafeEqual } from 'node:crypto';
import type { AccountSettings, NotificationPreferences } from '@amora/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { type TenantRef, tenantScoped } from '../../persistence/tenant-scoped.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { Profile } from '../profiles/profile.entity.js';
import { poolOf } from '../profiles/profile-pool.js';
import { SERVER_SECRET } from './account-mailer.service.js';
import { Member, type NotificationsDisabledReason } from './entities/member.entity.js';
import { MemberBlock } from './entities/member-block.entity.js';
import { mailWebhookSecret, verifySignedValue } from './tokens.js';

const DEFAULT_PREFERENCES: NotificationPreferences = {
  email_messages: true,
  email_likes: true,
  email_news: true,
  push_messages: true,
  push_likes: true,
};

export interface SettingsChange {
  language?: Member['language'];
  invisible?: boolean;
  notifications?: Partial<NotificationPreferences>;
  enable_notifications?: true;
}

const changedColumns = (member: Member, change: SettingsChange) => ({
  ...(change.language ? { language: change.language } : {}),
  ...(change.invisible === undefined ? {} : { invisible: change.invisible }),
  ...(change.notifications
    ? { notificationPreferences: { ...member.notificationPreferences, ...change.notifications } }
    : {}),
  ...(change.enable_notifications ? { notificationsDisabled: [] } : {}),
});

/** E-mail and push preferences, invisible mode, language, blocks, and mail opt-outs. */
@Injectable()
export class AccountSettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVER_SECRET) private readonly secret: string,
  ) {}

  view(member: Member): AccountSettings {
    return {
      email: member.email ?? '',
      language: member.language,
      invisible: member.invisible,
      notifications: { ...DEFAULT_PREFERENCES, ...member.notificationPreferences },
      notifications_disabled: member.notificationsDisabled,
    };
  }

  async update(tenant: Tenant, member: Member, change: SettingsChange): Promise<Member> {
    if (change.language && !tenant.languages.includes(change.language)) {
      throw new ApiError('validation_failed', {
        fields: [{ path: 'language', message: 'not offered here' }],
      });
    }
    return this.dataSource.transaction(async (db) => {
      const members = tenantScoped(db, Member);
      await members.update(tenant, { id: member.id }, changedColumns(member, change));
      // search reads invisibility from the profile row (no join)
      if (change.invisible !== undefined && member.profileId) {
        await tenantScoped(db, Profile).update(
          tenant,
          { id: member.profileId },
          { invisible: change.invisible },
        );
      }
      return members.findOneOrFail(tenant, { id: member.id });
    });
  }

  async blocks(tenant: Tenant, member: Member) {
    const rows = await tenantScoped(this.dataSource, MemberBlock).find(
      tenant,
      { memberId: member.id },
      { relations: { profile: true }, order: { createdAt: 'DESC' } },
    );
    return rows.map((row) => ({
      profile_id: row.profileId,
      name: row.profile.name,
      thumb_filename: row.profile.thumbFilename,
      blocked_at: row.createdAt.toISOString(),
    }));
  }

  async block(tenant: Tenant, member: Member, profileId: number): Promise<void> {
    // any profile of the member's pool that the member could see (in a shared pool it may belong to
    // another tenant): a hidden one is not found here either, so the answer tells no more than search
    const [profile]: { id: number }[] = await this.dataSource.query(
      `SELECT id FROM profile WHERE id = $1 AND pool = $2 AND status = 'active' AND NOT invisible`,
      [profileId, poolOf(tenant)],
    );
    if (!profile || profile.id === member.profileId) throw new ApiError('profile_not_found');
    // blocking twice is no error
    await tenantScoped(this.dataSource, MemberBlock).insert(tenant, [{ memberId: member.id, profileId }], {
      orIgnore: true,
    });
  }

  async unblock(tenant: Tenant, member: Member, profileId: number): Promise<void> {
    await tenantScoped(this.dataSource, MemberBlock).delete(tenant, { memberId: member.id, profileId });
  }

  /** The one-click link of every mail (RFC 8058): false when the link is not ours. */
  async unsubscribe(tenant: Tenant, token: string): Promise<boolean> {
    const payload = verifySignedValue(this.secret, 'unsubscribe', token);
    const [tenantId, memberId] = (payload ?? '').split('-').map(Number);
    if (!payload || tenantId !== tenant.id) return false;
    const member = await tenantScoped(this.dataSource, Member).findOne(tenant, { id: memberId });
    if (!member) return false;
    await this.disableNotifications(tenant, member, 'listunsubscribe');
    return true;
  }

  /** The mail provider's webhook authenticates with the tenant's secret (401 `webhook_unauthorized`). */
  assertWebhookCaller(tenant: Tenant, bearer: string | undefined): void {
    const expected = Buffer.from(`Bearer ${mailWebhookSecret(this.secret, tenant.id)}`);
    const given = Buffer.from(bearer ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ApiError('webhook_unauthorized');
    }
  }

  /** The mail provider reports a spam complaint, a bounce or an unsubscribe for an address. */
  async mailEvent(tenant: Tenant, email: string, reason: NotificationsDisabledReason) {
    const member = await tenantScoped(this.dataSource, Member).findOne(tenant, {
      email: email.trim().toLowerCase(),
    });
    if (member) await this.disableNotifications(tenant, member, reason);
  }

  /** Raw SQL: array_append with the ANY guard adds the reason once, however many events race. */
  private async disableNotifications(tenant: TenantRef, member: Member, reason: NotificationsDisabledReason) {
    if (member.notificationsDisabled.includes(reason)) return;
    await this.dataSource.query(
      `UPDATE "member" SET "notifications_disabled" = array_append("notifications_disabled", $2)
       WHERE "id" = $1 AND "tenant_id" = $3 AND NOT ($2 = ANY("notifications_disabled"))`,
      [member.id, reason, tenant.id],
    );
  }
}
