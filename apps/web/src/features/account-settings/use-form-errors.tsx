import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { isApiError } from '../../lib/api/api-error';
import { ErrorMessage } from '../error/ErrorMessage';

/** Where an API error code belongs: a field, optionally with a message of its own for this form. */
export type FieldForCode<F extends string> = F | { field: F; messageId: string };

/**
 * A form's errors: each under the field it concerns (local checks, or API codes mapped by `byCode`),
 * anything else in `alert` above the form.
 */
export function useFormErrors<F extends string>(byCode: Partial<Record<string, FieldForCode<F>>>) {
  const [fields, setFields] = useState<Partial<Record<F, ReactNode>>>({});
  const [alert, setAlert] = useState<unknown>(null);

  const clear = useCallback(() => {
    setFields({});
    setAlert(null);
  }, []);

  const clearField = useCallback((field: F) => {
    setFields((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
  }, []);

  /** Shows the local checks' messages, in place of the last attempt's; true when there are none. */
  const check = useCallback((found: Partial<Record<F, ReactNode>>) => {
    const present = Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as Partial<
      Record<F, ReactNode>
    >;
    setFields(present);
    setAlert(null);
    return Object.keys(present).length === 0;
  }, []);

  const fail = useCallback(
    (caught: unknown) => {
      const target = isApiError(caught) ? byCode[caught.code] : undefined;
      if (!target) {
        setAlert(caught);
        return;
      }
      const message =
        typeof target === 'string' ? (
          <ErrorMessage error={caught} />
        ) : (
          <FormattedMessage id={target.messageId} />
        );
      setFields({ [typeof target === 'string' ? target : target.field]: message } as Partial<
        Record<F, ReactNode>
      >);
    },
    [byCode],
  );

  return useMemo(
    () => ({ fields, alert, clear, clearField, check, fail }),
    [fields, alert, clear, clearField, check, fail],
  );
}
