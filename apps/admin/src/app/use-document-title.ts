import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** "Tenants · Amora Admin": the page's name first, so browser tabs stay tellable apart. */
export function useDocumentTitle(pageId: MessageId): void {
  const intl = useIntl();
  useEffect(() => {
    document.title = intl.formatMessage(
      { id: 'app.document_title' },
      { page: intl.formatMessage({ id: pageId }) },
    );
  }, [intl, pageId]);
}
