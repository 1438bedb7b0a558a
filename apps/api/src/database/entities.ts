import { Interest } from '../modules/catalogue/interest.entity.js';
import { Profile } from '../modules/profiles/profile.entity.js';
import { Company } from '../tenancy/company.entity.js';
import { Tenant } from '../tenancy/tenant.entity.js';
import { TenantDomain } from '../tenancy/tenant-domain.entity.js';

export const ENTITIES = [Company, Tenant, TenantDomain, Interest, Profile];
