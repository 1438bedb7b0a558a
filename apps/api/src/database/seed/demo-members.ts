import type { EntityManager } from 'typeorm';
import { Member } from '../../modules/accounts/entities/member.entity.js';
import { hashPassword } from '../../modules/accounts/passwords.js';
import { defaultLanguage } from '../../modules/accounts/signup.service.js';
import { CreditLedgerService } from '../../modules/credits/credit-ledger.service.js';
import { Profile } from '../../modules/profiles/profile.entity.js';
import type { Tenant } from '../../tenancy/tenant.entity.js';
import { placesOf, toDemoPlace } from './demo-places.js';

/** The demo login of every demo tenant (README). */
export const DEMO_MEMBER = {
  email: 'demo@amora.localhost',
  password: 'amora-demo-2026',
  name: 'Demo',
} as const;

const DEMO_ABOUT: Record<string, string> = {
  nl: 'Hoi! Ik ben het demo-account van dit platform. Ik hou van koken, reizen en goede muziek, en ik zoek een leuke vrouw om mee te kletsen.',
  de: 'Hallo! Ich bin das Demo-Konto dieser Seite. Ich mag Kochen, Reisen und gute Musik und suche eine nette Frau zum Plaudern.',
  en: 'Hi! I am the demo account of this site. I love cooking, travelling and good music, and I am looking for a kind woman to chat with.',
};

/** The demo member joined a few days before the seed: its likes and messages are of these days. */
export const DEMO_JOINED_DAYS_AGO = 5;

/**
 * An active, confirmed member with signup credits and a complete profile in the tenant's largest city
 * (no photo yet, as after a signup): search by distance works for it at once.
 */
export async function createDemoMember(db: EntityManager, tenant: Tenant, now = new Date()) {
  const joined = new Date(now.getTime() - DEMO_JOINED_DAYS_AGO * 24 * 3600_000);
  // old enough for every demo tenant's minimum age
  const dateOfBirth = `${new Date().getFullYear() - Math.max(tenant.minAge + 5, 36)}-06-15`;
  const [place] = placesOf(tenant.countries);
  if (!place) throw new Error(`No place known in ${tenant.countries.join(', ')}`);
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
      tattoos: false,
      interests: ['cooking', 'travel', 'music'],
      dateOfBirth,
      ...toDemoPlace(place),
      about: DEMO_ABOUT[tenant.domainLanguage.slice(0, 2)] ?? DEMO_ABOUT.en,
      status: 'active',
      mainImageFilename: null,
      thumbFilename: null,
      createdAt: joined,
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
      confirmedAt: joined,
      profileId: profile.id,
      createdAt: joined,
    }),
  );
  await new CreditLedgerService().book(db, tenant, {
    memberId: member.id,
    delta: tenant.signupCredits,
    reason: 'signup',
    idempotencyKey: `signup:${member.id}`,
  });
  return { member, profile };
}
