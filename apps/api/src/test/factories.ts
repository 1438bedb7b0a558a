import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import webpush from 'web-push';
import { Company } from '../tenancy/company.entity.js';
import { Tenant } from '../tenancy/tenant.entity.js';
import { TenantDomain } from '../tenancy/tenant-domain.entity.js';

const unique = () => randomBytes(4).toString('hex');

export async function createCompany(
  dataSource: DataSource,
  overrides: Partial<Company> = {},
): Promise<Company> {
  const repository = dataSource.getRepository(Company);
  return repository.save(
    repository.create({
      name: `Company ${unique()} B.V.`,
      address: 'Keizersgracht 1',
      kvk: '12345678',
      city: '1015 CJ Amsterdam',
      country: 'NL',
      tradenames: ['Test'],
      vatNumbers: ['NL000000000B01'],
      supportPhone: '+31 20 000 00 00',
      deleteDiscount: 30,
      added: new Date('2024-01-01T00:00:00Z'),
      ...overrides,
    }),
  );
}

/** A tenant with its company and one host `<slug>.test`; every field can be overridden. */
export async function createTenant(
  dataSource: DataSource,
  overrides: Partial<Tenant> = {},
  company?: Company,
): Promise<{ tenant: Tenant; host: string }> {
  const owner = company ?? (await createCompany(dataSource));
  const slug = overrides.slug ?? `t-${unique()}`;
  const keys = webpush.generateVAPIDKeys();
  const repository = dataSource.getRepository(Tenant);
  const tenant = await repository.save(
    repository.create({
      slug,
      name: `Tenant ${slug}`,
      niche: 2,
      domainLanguage: 'nl_NL',
      languages: ['nl', 'en'],
      indexTitle: `Tenant ${slug} – dating`,
      description: 'A test tenant',
      supportPhone: '+31 6-12 34 56 78',
      supportEmail: `support@${slug}.test`,
      mailName: `Tenant ${slug}`,
      fictionalWarning: 'Fictional profile',
      fictionalSingular: 'fictional profile',
      fictionalPlural: 'fictional profiles',
      countries: ['NL', 'BE'],
      visibleProfileFields: ['gender', 'age', 'city'],
      messageCredits: 10,
      signupCredits: 20,
      photoCredits: 5,
      giftCredits: 25,
      messageLength: 500,
      searchFields: ['gender', 'min_age', 'max_age'],
      refundDays: 14,
      minimumMessageCosts: { NL: { costs: 0.5, currency: 'EUR' } },
      theme: { primary: '#123456' },
      vapidPublicKey: keys.publicKey,
      vapidPrivateKey: keys.privateKey,
      companyId: owner.id,
      ...overrides,
    }),
  );
  const host = `${slug}.test`;
  await dataSource.getRepository(TenantDomain).insert({ tenantId: tenant.id, host, isPrimary: true });
  return { tenant, host };
}
