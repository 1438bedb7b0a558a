import {
  adminMemberActivationAnswerSchema,
  adminMemberAnswerSchema,
  adminMemberIdSchema,
  adminMemberLedgerAnswerSchema,
  adminMemberSessionsAnswerSchema,
  adminMembersAnswerSchema,
} from '@amora/contracts';
import { api, withQuery } from '../../lib/api-client';

export interface MemberSearch {
  q: string;
  tenant_id?: number;
}

export function searchMembers(search: MemberSearch, cursor?: string) {
  return api.get(withQuery('/api/admin/members.php', { ...search, cursor }), adminMembersAnswerSchema);
}

export function getMember(id: number) {
  return api.get(withQuery('/api/admin/member.php', { id }), adminMemberAnswerSchema);
}

export function olderLedger(id: number, cursor: string) {
  return api.get(withQuery('/api/admin/member-ledger.php', { id, cursor }), adminMemberLedgerAnswerSchema);
}

export function endAllSessions(memberId: number) {
  return api.post(
    '/api/admin/member-sessions.php',
    adminMemberIdSchema.parse({ member_id: memberId }),
    adminMemberSessionsAnswerSchema,
  );
}

export function resendActivation(memberId: number) {
  return api.post(
    '/api/admin/member-activation.php',
    adminMemberIdSchema.parse({ member_id: memberId }),
    adminMemberActivationAnswerSchema,
  );
}
