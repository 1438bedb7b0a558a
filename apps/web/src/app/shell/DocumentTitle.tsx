import { useEffect } from 'react';
import { totalCount, useMemberCounts } from '../../features/live/member-counters';
import { baseTitle, formatDocumentTitle } from '../../lib/page-title/format-title';
import { useSettings } from '../providers/SettingsContext';

export interface DocumentTitleProps {
  /** Overrides the member's unread messages plus new likes (which it reads itself otherwise). */
  unreadCount?: number;
}

/** Keeps document.title at the tenant's title, with the "(N) " prefix of spec §1 once there is something new. */
export function DocumentTitle({ unreadCount }: DocumentTitleProps) {
  const settings = useSettings();
  const counts = useMemberCounts();
  const title = formatDocumentTitle(baseTitle(settings), unreadCount ?? totalCount(counts));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
