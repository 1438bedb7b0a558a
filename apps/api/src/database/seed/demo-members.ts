import type { EntityManager } from 'typeorm';
import { Member } from '../../modules/accounts/entities/member.entity.js';
import { hashPassword } from '../../modules/accounts/passwords.js';
import { defaultLanguage } from '../../modules/accounts/signup.service.js';
import { CreditLedgerService } from '../../modules/credits/credit-ledger.service.js';
import { Profile } from '../../modules/profiles/profile.entity.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';

/** The demo login of every demo tenant (README). */
export const DEMO_MEMBER = {
  email: 'demo@amora.localhost',
  password: 'amora-demo-2026',
  name: 'Demo',
} as const;

/** An active, confirmed member with signup credits and a profile (no photo yet, as after a signup). */
export async function createDemoMember(db: EntityManager, tenant: Tenant) {
  // old enough for every demo tenant's minimum age
  const dateOfBirth = `${new Date().getFullYear() - Math.max(tenant.minAge + 5, 36)}-06-15`;
  const profile = await db.getRepository(Profile).save(
    db.getRepository(Profile).create({
      tenantId: tenant.id,
      name: DEMO_MEMBER.name,
      gender: 'male',
      sexuality: 'hetero',
      relationshipStatus: 'single',
      hair: 'brown',
      eyeColour: 'brown',
      bodyType: 'average',
      dateOfBirth,
      city: '',
      region: '',
      country: tenant.countries[0] ?? 'NL',
      about: '',
      status: 'active',
      mainImageFilename: null,
      thumbFilename: null,
    }),
  );
  const member = await db.getRepository(Member).save(
    db.getRepository(Member).create({
      tenantId: tenant.id,
      email: DEMO_MEMBER.email,
      name: DEMO_MEMBER.name,
      passwordHash: await hashPassword(DEMO_MEMBER.password),
      dateOfBirth,
      gender: 'male',
      seeking: 'female',
      language: defaultLanguage(tenant),
      status: 'active',
      confirmedAt: new Date(),
      profileId: profile.id,
    }),
  );
  await new CreditLedgerService().book(db, tenant, {
    memberId: member.id,
    delta: tenant.signupCredits,
    reason: 'signup',
    idempotencyKey: `signup:${member.id}`,
  });
}
