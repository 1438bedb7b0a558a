import { useEffect } from 'react';
import { baseTitle, formatDocumentTitle } from '../../lib/page-title/format-title';
import { useSettings } from '../providers/SettingsContext';

export interface DocumentTitleProps {
  /** Unread messages plus new likes (issue #3 passes the member's counters). */
  unreadCount?: number;
}

/** Keeps document.title at the tenant's title, with the "(N) " prefix once there is something new. */
export function DocumentTitle({ unreadCount = 0 }: DocumentTitleProps) {
  const settings = useSettings();
  const title = formatDocumentTitle(baseTitle(settings), unreadCount);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
