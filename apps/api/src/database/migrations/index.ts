import { Foundation1763780000000 } from './1763780000000-Foundation.js';
import { MemberAccounts1763900000000 } from './1763900000000-MemberAccounts.js';
import { DeletionReason1764000000000 } from './1764000000000-DeletionReason.js';
import { ProfilesPhotosSearch1764100000000 } from './1764100000000-ProfilesPhotosSearch.js';
import { SearchIndexes1764200000000 } from './1764200000000-SearchIndexes.js';
import { LikesChat1764300000000 } from './1764300000000-LikesChat.js';
import { Payments1764400000000 } from './1764400000000-Payments.js';
import { StaffAccounts1764500000000 } from './1764500000000-StaffAccounts.js';
import { TenantImages1764600000000 } from './1764600000000-TenantImages.js';
import { TenantCountryLanguages1764600000001 } from './1764600000001-TenantCountryLanguages.js';
import { ModerationConsole1764700000000 } from './1764700000000-ModerationConsole.js';
import { Support1764800000000 } from './1764800000000-Support.js';
import { Analytics1764900000000 } from './1764900000000-Analytics.js';
import { MemberDisabled1765000000000 } from './1765000000000-MemberDisabled.js';
import { FictionalProfileIndex1765100000000 } from './1765100000000-FictionalProfileIndex.js';
import { PhotoReview1765200000000 } from './1765200000000-PhotoReview.js';
import { ConsoleListIndexes1765300000000 } from './1765300000000-ConsoleListIndexes.js';
import { PaymentRefundRequests1765400000000 } from './1765400000000-PaymentRefundRequests.js';
import { ConsoleKeysetIndexes1765400000001 } from './1765400000001-ConsoleKeysetIndexes.js';
import { UnansweredProviderCalls1765450000000 } from './1765450000000-UnansweredProviderCalls.js';
import { SearchGenderFirst1765500000001 } from './1765500000001-SearchGenderFirst.js';
import { ProfileActivity1765500000002 } from './1765500000002-ProfileActivity.js';
import { PhotoKeyIndex1765600000000 } from './1765600000000-PhotoKeyIndex.js';
import { LocalPlaceNames1765700000000 } from './1765700000000-LocalPlaceNames.js';
import { UnsaidAttributes1765800000000 } from './1765800000000-UnsaidAttributes.js';
import { SearchTraitsIndex1765900000000 } from './1765900000000-SearchTraitsIndex.js';

/** In order. Each is reviewed SQL; the schema test fails when entities and migrations disagree. */
export const MIGRATIONS = [
  Foundation1763780000000,
  MemberAccounts1763900000000,
  DeletionReason1764000000000,
  ProfilesPhotosSearch1764100000000,
  SearchIndexes1764200000000,
  LikesChat1764300000000,
  Payments1764400000000,
  StaffAccounts1764500000000,
  TenantImages1764600000000,
  TenantCountryLanguages1764600000001,
  ModerationConsole1764700000000,
  Support1764800000000,
  Analytics1764900000000,
  MemberDisabled1765000000000,
  FictionalProfileIndex1765100000000,
  PhotoReview1765200000000,
  ConsoleListIndexes1765300000000,
  PaymentRefundRequests1765400000000,
  ConsoleKeysetIndexes1765400000001,
  UnansweredProviderCalls1765450000000,
  SearchGenderFirst1765500000001,
  ProfileActivity1765500000002,
  PhotoKeyIndex1765600000000,
  LocalPlaceNames1765700000000,
  UnsaidAttributes1765800000000,
  SearchTraitsIndex1765900000000,
];
