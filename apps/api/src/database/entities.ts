// The registry of every entity: it sits above the features (see src/layers.spec.ts), whose entities build on persistence/.
import { AccountToken } from '../modules/accounts/entities/account-token.entity.js';
import { Member } from '../modules/accounts/entities/member.entity.js';
import { MemberBlock } from '../modules/accounts/entities/member-block.entity.js';
import { Session } from '../modules/accounts/entities/session.entity.js';
import { AnalyticsCursor, DailyStat } from '../modules/analytics/daily-stat.entity.js';
import { Interest } from '../modules/catalogue/interest.entity.js';
import { ChatMessage } from '../modules/chat/chat-message.entity.js';
import { Conversation } from '../modules/chat/conversation.entity.js';
import { ConversationParticipant } from '../modules/chat/conversation-participant.entity.js';
import { Gift } from '../modules/chat/gift.entity.js';
import { Complaint } from '../modules/complaints/complaint.entity.js';
import { CreditLedgerEntry } from '../modules/credits/credit-ledger.entity.js';
import { DirectDebitBlock } from '../modules/direct-debit/direct-debit-block.entity.js';
import { DirectDebitMandate } from '../modules/direct-debit/direct-debit-mandate.entity.js';
import { DiscountCode } from '../modules/discounts/discount-code.entity.js';
import { DiscountRedemption } from '../modules/discounts/discount-redemption.entity.js';
import { ProfileLike } from '../modules/likes/profile-like.entity.js';
import { ProfilePass } from '../modules/likes/profile-pass.entity.js';
import { OutboundMail } from '../modules/mail/outbound-mail.entity.js';
import { MemberNote, ProfileNote, StaffMessage } from '../modules/moderation/moderation-console.entities.js';
import { ModeratorQueueEntry } from '../modules/moderation/moderator-queue-entry.entity.js';
import { BundlePrice } from '../modules/payments/entities/bundle-price.entity.js';
import { CreditBundle } from '../modules/payments/entities/credit-bundle.entity.js';
import { Payment } from '../modules/payments/entities/payment.entity.js';
import { PaymentChargeback } from '../modules/payments/entities/payment-chargeback.entity.js';
import { PaymentRefund } from '../modules/payments/entities/payment-refund.entity.js';
import { PaymentRefundRequest } from '../modules/payments/entities/payment-refund-request.entity.js';
import { SimulatorMandate } from '../modules/payments/providers/simulator/simulator-mandate.entity.js';
import { SimulatorPayment } from '../modules/payments/providers/simulator/simulator-payment.entity.js';
import { ProfilePhoto } from '../modules/photos/profile-photo.entity.js';
import { Profile } from '../modules/profiles/profile.entity.js';
import { ProfileActivity } from '../modules/profiles/profile-activity.entity.js';
import { PushSubscription } from '../modules/push/push-subscription.entity.js';
import { MemberEvent } from '../modules/realtime/member-event.entity.js';
import { SmsMessage } from '../modules/sms/sms-message.entity.js';
import { AuditLogEntry } from '../modules/staff/entities/audit-log-entry.entity.js';
import { StaffMember } from '../modules/staff/entities/staff-member.entity.js';
import { StaffRoleGrant } from '../modules/staff/entities/staff-role.entity.js';
import { StaffSession } from '../modules/staff/entities/staff-session.entity.js';
import { ComplaintNote } from '../modules/support/complaint-note.entity.js';
import { Company } from '../tenancy/company.entity.js';
import { Tenant } from '../tenancy/tenant.entity.js';
import { TenantDomain } from '../tenancy/tenant-domain.entity.js';

export const ENTITIES = [
  Company,
  Tenant,
  TenantDomain,
  Interest,
  Profile,
  ProfileActivity,
  Member,
  Session,
  AccountToken,
  MemberBlock,
  CreditLedgerEntry,
  OutboundMail,
  DiscountCode,
  ProfilePhoto,
  Complaint,
  ComplaintNote,
  ProfileLike,
  ProfilePass,
  Conversation,
  ConversationParticipant,
  Gift,
  ChatMessage,
  ModeratorQueueEntry,
  MemberEvent,
  PushSubscription,
  CreditBundle,
  BundlePrice,
  Payment,
  PaymentRefund,
  PaymentRefundRequest,
  PaymentChargeback,
  DiscountRedemption,
  DirectDebitMandate,
  DirectDebitBlock,
  SmsMessage,
  SimulatorPayment,
  SimulatorMandate,
  StaffMember,
  StaffRoleGrant,
  StaffSession,
  DailyStat,
  AnalyticsCursor,
  AuditLogEntry,
  StaffMessage,
  MemberNote,
  ProfileNote,
];
