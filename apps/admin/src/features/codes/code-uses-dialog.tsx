import type { AdminCode } from '@amora/contracts';
import { Alert, Badge, Button, Modal, Skeleton } from '@amora/ui';
import { useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Muted, Nowrap, Table, TableHead, TableScroll } from '../../components/data-table';
import { errorMessageId } from '../../i18n/messages';
import { type ApiError, toApiError } from '../../lib/api-client';
import { formatMoney } from '../prices/money';
import { CodeExpiryForm } from './code-expiry-form';
import { codeUses } from './codes.api';

type Use = Awaited<ReturnType<typeof codeUses>>['uses'][number];

const USE_TONES = { used: 'success', reserved: 'warning', released: 'neutral' } as const;

/** The payments that used a code or hold it now, newest first; older pages are added below on request. */
export function CodeUsesDialog({
  code,
  onClose,
  onChanged,
}: {
  code: AdminCode;
  onClose: () => void;
  onChanged: (code: AdminCode) => void;
}) {
  const intl = useIntl();
  const [uses, setUses] = useState<Use[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(() => {
    codeUses(code.id)
      .then((answer) => {
        setUses(answer.uses);
        setCursor(answer.next_cursor);
      })
      .catch((failure) => setError(toApiError(failure)));
  }, [code.id]);

  async function loadOlder() {
    if (!cursor) return;
    setLoadingOlder(true);
    setError(null);
    try {
      const answer = await codeUses(code.id, cursor);
      setUses((before) => [...(before ?? []), ...answer.uses]);
      setCursor(answer.next_cursor);
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setLoadingOlder(false);
    }
  }

  const label = (id: 'codes.uses.member' | 'codes.uses.amount' | 'codes.uses.status' | 'codes.uses.at') =>
    intl.formatMessage({ id });

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={<FormattedMessage id="codes.uses.title" values={{ code: code.code }} />}
      closeLabel={intl.formatMessage({ id: 'dialog.close' })}
      data-testid="code-uses"
    >
      {code.status !== 'used' && <CodeExpiryForm code={code} onSaved={onChanged} />}
      {error && (
        <Alert tone="danger" data-testid="code-uses-error">
          <FormattedMessage id={errorMessageId(error.code)} />
        </Alert>
      )}
      {!uses ? (
        !error && <Skeleton $height="80px" />
      ) : uses.length === 0 ? (
        <Muted data-testid="code-uses-none">
          <FormattedMessage id="codes.uses.none" />
        </Muted>
      ) : (
        <TableScroll>
          <Table $stackOnPhones>
            <TableHead
              columns={['codes.uses.at', 'codes.uses.member', 'codes.uses.amount', 'codes.uses.status']}
            />
            <tbody>
              {uses.map((use) => (
                <tr key={use.payment_id} data-testid={`code-use-${use.payment_id}`}>
                  <td>
                    <Nowrap>
                      <FormattedDate value={use.at} dateStyle="medium" timeStyle="short" />
                    </Nowrap>
                  </td>
                  <td data-label={label('codes.uses.member')}>
                    {use.member_email ?? <Muted>#{use.member_id}</Muted>}
                  </td>
                  <td data-label={label('codes.uses.amount')}>
                    {formatMoney(intl.locale, use.amount, use.currency)}
                  </td>
                  <td data-label={label('codes.uses.status')}>
                    <Badge tone={USE_TONES[use.status]}>
                      <FormattedMessage id={`codes.use_status.${use.status}`} />
                    </Badge>{' '}
                    <Muted>{use.payment_status}</Muted>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
      {cursor && (
        <Button
          variant="outline"
          size="sm"
          onClick={loadOlder}
          loading={loadingOlder}
          data-testid="code-uses-older"
        >
          <FormattedMessage id="codes.uses.older" />
        </Button>
      )}
    </Modal>
  );
}
