import { FormattedMessage } from 'react-intl';
import { type ApiError, errorCodeOf } from '../../lib/api/api-error';

/** An API error in the member's language: `error.<code>` with the error's params ({minutes}, {min_age}). */
export function ErrorMessage({ error }: { error: ApiError | unknown }) {
  const code = errorCodeOf(error);
  const params = (error as ApiError | undefined)?.params ?? {};
  const values = Object.fromEntries(
    Object.entries(params).filter(([, v]) => typeof v === 'string' || typeof v === 'number'),
  ) as Record<string, string | number>;
  return <FormattedMessage id={`error.${code}`} values={values} />;
}
