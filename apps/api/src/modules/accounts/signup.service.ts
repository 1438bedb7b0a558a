import { isLocale, type Locale, type SignupRequest } from '@amora/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, QueryFailedError, Raw } from 'typeorm';
import { ApiError } from '../../common/api-error.js';
import { tenantScoped } from '../../persistence/tenant-scoped.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { CreditLedgerService } from '../credits/credit-ledger.service.js';
import { Profile } from '../profiles/profile.entity.js';
import { AccountMailer, SERVER_SECRET } from './account-mailer.service.js';
import { AccountTokensService } from './account-tokens.service.js';
import { Member } from './entities/member.entity.js';
import { isValidInvite } from './invites.js';
import { hashPassword } from './passwords.js';
import { checkSignup, sexualityOf } from './signup-rules.js';

const ACTIVATION_VALID_MS = 30 * 24 * 60 * 60 * 1000;

export interface SignupContext {
  tenant: Tenant;
  origin: string;
  country: string;
}

/** Creates an account: rules of spec §5, the tenant's signup mode, signup credits, activation mail. */
@Injectable()
export class SignupService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly credits: CreditLedgerService,
    private readonly tokens: AccountTokensService,
    private readonly mailer: AccountMailer,
    @Inject(SERVER_SECRET) private readonly secret: string,
  ) {}

  async signup(body: SignupRequest, { tenant, origin, country }: SignupContext): Promise<Member> {
    const { email, name, dateOfBirth } = await checkSignup(body, tenant);
    this.assertSignupAllowed(tenant, body);
    await this.assertAddressFree(tenant, email);
    await this.assertNameFree(tenant, name);
    const passwordHash = await hashPassword(body.password);
    const language: Locale =
      body.language && tenant.languages.includes(body.language) ? body.language : defaultLanguage(tenant);
    const gender = body.gender ?? 'male';
    const seeking = body.seeking ?? (gender === 'male' ? 'female' : 'male');

    let activationToken = '';
    const member = await this.dataSource
      .transaction(async (db) => {
        const profile = await tenantScoped(db, Profile).save(tenant, {
          name,
          gender,
          sexuality: sexualityOf(gender, seeking),
          relationshipStatus: null,
          hair: null,
          eyeColour: null,
          bodyType: null,
          tattoos: null,
          dateOfBirth,
          city: '',
          region: '',
          country,
          about: body.signup_message ?? '',
          status: 'disabled',
        });
        const created = await tenantScoped(db, Member).save(tenant, {
          email,
          name,
          passwordHash,
          dateOfBirth,
          gender,
          seeking,
          language,
          signupMessage: body.signup_message ?? null,
          tracking: body.tracking ?? null,
          invite: body.invite ?? null,
          profileId: profile.id,
        });
        if (tenant.signupCredits > 0) {
          await this.credits.book(db, tenant, {
            memberId: created.id,
            delta: tenant.signupCredits,
            reason: 'signup',
            idempotencyKey: `signup:${created.id}`,
          });
        }
        activationToken = await this.tokens.issue(db, tenant, created.id, 'activation', ACTIVATION_VALID_MS);
        return created;
      })
      .catch((error: unknown) => {
        throw uniqueViolation(error) ?? error;
      });

    const fresh = await tenantScoped(this.dataSource, Member).findOneOrFail(tenant, { id: member.id });
    await this.mailer.send(tenant, fresh, origin, 'activation', activationToken);
    return fresh;
  }

  /** spec §6: all; with_trafficsource only with a traffic source; invite_only only with a signed invite. */
  private assertSignupAllowed(tenant: Tenant, body: SignupRequest) {
    if (tenant.signups === 'all') return;
    if (tenant.signups === 'with_trafficsource' && (body.tracking?.network || body.tracking?.ref)) return;
    if (tenant.signups === 'invite_only' && body.invite) {
      if (isValidInvite(this.secret, tenant.slug, body.invite)) return;
    }
    throw new ApiError('signup_not_allowed');
  }

  private async assertAddressFree(tenant: Tenant, email: string) {
    const existing = await tenantScoped(this.dataSource, Member).findOne(tenant, { email });
    if (!existing) return;
    throw new ApiError(
      existing.status === 'pending_deletion' ? 'account_pending_deletion' : 'account_exists',
    );
  }

  private async assertNameFree(tenant: Tenant, name: string) {
    const taken = await tenantScoped(this.dataSource, Member).exists(tenant, {
      name: Raw((column) => `lower(${column}) = lower(:name)`, { name }),
    });
    if (taken) throw new ApiError('name_taken');
  }
}

export function defaultLanguage(tenant: Tenant): Locale {
  const two = tenant.domainLanguage.slice(0, 2).toLowerCase();
  return isLocale(two) && tenant.languages.includes(two) ? two : tenant.languages[0];
}

/** Two signups racing for one address or name: the loser gets the same answer as if it came second. */
function uniqueViolation(error: unknown): ApiError | null {
  if (!(error instanceof QueryFailedError)) return null;
  const driverError = error.driverError as { code?: string; constraint?: string };
  if (driverError.code !== '23505') return null;
  return new ApiError(driverError.constraint === 'member_tenant_name_key' ? 'name_taken' : 'account_exists');
}
