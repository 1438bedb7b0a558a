import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { totalCount, useMemberCounts } from '../../features/live/member-counters';
import { useInTenantLanguage } from '../../i18n/use-in-tenant-language';
import { baseTitle, formatDocumentTitle } from '../../lib/page-title/format-title';
import { useSettings } from '../providers/SettingsContext';

export interface DocumentTitleProps {
  /** Overrides the member's unread messages plus new likes (which it reads itself otherwise). */
  unreadCount?: number;
}

/**
 * Keeps document.title at the tenant's title (in its other languages the interface's), with the "(N) "
 * prefix of spec §1 once there is something new.
 */
export function DocumentTitle({ unreadCount }: DocumentTitleProps) {
  const settings = useSettings();
  const intl = useIntl();
  const counts = useMemberCounts();
  const base = useInTenantLanguage()
    ? baseTitle(settings)
    : intl.formatMessage({ id: 'site.title' }, { name: settings.name });
  const title = formatDocumentTitle(base, unreadCount ?? totalCount(counts));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
