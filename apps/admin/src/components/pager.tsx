import { Button } from '@amora/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CursorPages } from '../lib/use-cursor-pages';
import { AdminIcon } from './admin-icon';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  span {
    margin-right: auto;
  }
`;

/** "Page 2", previous and next: a keyset-paged list has no page count, only a way on and back. */
export function Pager({
  pages,
  testPrefix,
}: {
  pages: CursorPages<{ next_cursor: string | null }>;
  testPrefix: string;
}) {
  const intl = useIntl();
  return (
    <Bar aria-label={intl.formatMessage({ id: 'pager.label' })} data-testid={testPrefix}>
      <span>
        <FormattedMessage id="pager.page" values={{ number: pages.number }} />
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={!pages.hasPrevious}
        onClick={pages.previous}
        data-testid={`${testPrefix}-previous`}
      >
        <AdminIcon name="chevronLeft" size={16} />
        <FormattedMessage id="pager.previous" />
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={!pages.hasNext}
        onClick={pages.next}
        data-testid={`${testPrefix}-next`}
      >
        <FormattedMessage id="pager.next" />
        <AdminIcon name="chevronRight" size={16} />
      </Button>
    </Bar>
  );
}
