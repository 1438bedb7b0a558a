// The registry of every entity: it sits above the features (see src/layers.spec.ts), whose entities build on persistence/.
import { AccountToken } from '../modules/accounts/entities/account-token.entity.js';
import { Member } from '../modules/accounts/entities/member.entity.js';
import { MemberBlock } from '../modules/accounts/entities/member-block.entity.js';
import { Session } from '../modules/accounts/entities/session.entity.js';
import { Interest } from '../modules/catalogue/interest.entity.js';
import { Complaint } from '../modules/complaints/complaint.entity.js';
import { CreditLedgerEntry } from '../modules/credits/credit-ledger.entity.js';
import { DiscountCode } from '../modules/discounts/discount-code.entity.js';
import { OutboundMail } from '../modules/mail/outbound-mail.entity.js';
import { ProfilePhoto } from '../modules/photos/profile-photo.entity.js';
import { Profile } from '../modules/profiles/profile.entity.js';
import { Company } from '../tenancy/company.entity.js';
import { Tenant } from '../tenancy/tenant.entity.js';
import { TenantDomain } from '../tenancy/tenant-domain.entity.js';

export const ENTITIES = [
  Company,
  Tenant,
  TenantDomain,
  Interest,
  Profile,
  Member,
  Session,
  AccountToken,
  MemberBlock,
  CreditLedgerEntry,
  OutboundMail,
  DiscountCode,
  ProfilePhoto,
  Complaint,
];
