import type { Locale, User } from '@amora/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { InjectEnv } from '../../config/config.module.js';
import type { Env } from '../../config/env.js';
import { tenantScoped } from '../../persistence/tenant-scoped.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { Profile } from '../profiles/profile.entity.js';
import { countryFromHeaders } from '../settings/geoip.js';
import { toUser } from './account-view.js';
import { Member } from './entities/member.entity.js';

/** The member with their profile, as the app sees them; language and introduction changes. */
@Injectable()
export class AccountProfilesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectEnv() private readonly env: Env,
  ) {}

  async userOf(member: Member): Promise<User> {
    const profile = member.profileId
      ? await tenantScoped(this.dataSource, Profile).findOne(
          { id: member.tenantId },
          { id: member.profileId },
        )
      : null;
    // without a main image, the web site says a photo waits for review instead of asking for one
    const [waiting]: unknown[] =
      profile && !profile.mainImageFilename
        ? await this.dataSource.query(
            `SELECT 1 FROM profile_photo WHERE profile_id = $1 AND review_status = 'pending' LIMIT 1`,
            [profile.id],
          )
        : [];
    return toUser(member, profile, waiting !== undefined);
  }

  async update(tenant: Tenant, member: Member, change: { language?: Locale; signup_message?: string }) {
    if (change.language && !tenant.languages.includes(change.language)) {
      throw new ApiError('validation_failed', {
        fields: [{ path: 'language', message: 'not offered here' }],
      });
    }
    await this.dataSource.transaction(async (db) => {
      await tenantScoped(db, Member).update(
        tenant,
        { id: member.id },
        {
          ...(change.language ? { language: change.language } : {}),
          ...(change.signup_message === undefined ? {} : { signupMessage: change.signup_message }),
        },
      );
      if (change.signup_message !== undefined && member.profileId) {
        await tenantScoped(db, Profile).update(
          tenant,
          { id: member.profileId },
          { about: change.signup_message },
        );
      }
    });
    return tenantScoped(this.dataSource, Member).findOneOrFail(tenant, { id: member.id });
  }

  /** The member's country: the visitor's country when the tenant serves it, else its first country. */
  countryOf(tenant: Tenant, request: FastifyRequest): string {
    const geoip = countryFromHeaders(request.headers, this.env.TRUST_PROXY);
    return geoip && tenant.countries.includes(geoip) ? geoip : (tenant.countries[0] ?? 'NL');
  }
}
