import type { MemberTab } from './member-page';

/** The member's page (a tab of it): linkable from the complaints, the inbox and the search. */
export const memberHref = (id: number, tab?: MemberTab) =>
  `/members/${id}${tab && tab !== 'profile' ? `/${tab}` : ''}`;
