import { Badge } from '@amora/ui';
import { useIntl } from 'react-intl';
import { badgeVisible, type NavBadge } from './nav-items';

/** The counter on a navigation item (99+ from 100 on; the credit balance also at 0). */
export function NavItemBadge({
  badge,
  testId,
  className,
}: {
  badge?: NavBadge;
  testId: string;
  className?: string;
}) {
  const intl = useIntl();
  if (!badgeVisible(badge)) return null;
  return (
    <Badge
      className={className}
      tone={badge.tone}
      count={badge.count}
      showZero
      label={intl.formatMessage({ id: badge.labelId }, { count: badge.count })}
      data-testid={testId}
    />
  );
}
