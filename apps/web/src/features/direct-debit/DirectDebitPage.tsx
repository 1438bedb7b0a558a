import { SMS_CODE_LENGTH } from '@amora/contracts';
import { Button, TextField } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { isApiError } from '../../lib/api';
import { ButtonLink } from '../../lib/routes/button-link';
import { pathTo } from '../../lib/routes/paths';
import { useMembersOnly } from '../account-settings/use-members-only';
import { normaliseCode, useBundles } from '../credits/credits-api';
import { Header, Intro, NarrowPage, Title } from '../credits/credits-styles';
import { OrderSummary } from '../credits/OrderSummary';
import { rememberReturn, useReturnPath } from '../credits/return-path';
import { ErrorAlert } from '../error/ErrorAlert';
import { EmptyState } from '../likes/EmptyState';
import { confirmDirectDebit, type MandateDetails, requestDirectDebit } from './direct-debit-api';
import { electronicIban, formatIban, ibanProblem, isMobile } from './iban';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
`;

const EMPTY: MandateDetails = {
  account_holder: '',
  iban: '',
  street: '',
  house_number: '',
  postal_code: '',
  city: '',
  mobile: '',
};

/** /directdebit?bundle=&code=: the mandate's details, then the SMS code, then the payment's page. */
export function DirectDebitPage() {
  const { redirect } = useMembersOnly();
  const [params] = useSearchParams();
  if (redirect) return redirect;
  const bundleId = Number(params.get('bundle'));
  const code = normaliseCode(params.get('code'));
  return (
    <NarrowPage data-testid="directdebit-page">
      <Header>
        <Title>
          <FormattedMessage id="directdebit.title" />
        </Title>
        <Intro>
          <FormattedMessage id="directdebit.intro" />
        </Intro>
      </Header>
      {Number.isInteger(bundleId) && bundleId > 0 ? (
        <DirectDebit bundleId={bundleId} code={code} />
      ) : (
        <EmptyState
          icon="coins"
          title={<FormattedMessage id="directdebit.noBundle.title" />}
          text={<FormattedMessage id="directdebit.noBundle.text" />}
          data-testid="directdebit-no-bundle"
        >
          <ButtonLink to={pathTo('credits')}>
            <FormattedMessage id="directdebit.noBundle.toCredits" />
          </ButtonLink>
        </EmptyState>
      )}
    </NarrowPage>
  );
}

function DirectDebit({ bundleId, code }: { bundleId: number; code: string | null }) {
  const { data } = useBundles(code);
  const bundle = data?.bundles.find((b) => b.id === bundleId) ?? null;
  const [request, setRequest] = useState<{ id: number; hint: string } | null>(null);
  return (
    <>
      {bundle && <OrderSummary bundle={bundle} discount={data?.discount ?? null} />}
      {request ? (
        <SmsStep requestId={request.id} hint={request.hint} onRestart={() => setRequest(null)} />
      ) : (
        <MandateForm bundleId={bundleId} code={code} onSent={setRequest} />
      )}
    </>
  );
}

type FieldErrors = Partial<Record<keyof MandateDetails, string>>;

function validate(details: MandateDetails): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(details) as [keyof MandateDetails, string][]) {
    if (value.trim() === '') errors[key] = 'directdebit.required';
  }
  if (!errors.iban) {
    const problem = ibanProblem(details.iban);
    if (problem) errors.iban = `error.${problem}`;
  }
  if (!errors.mobile && !isMobile(details.mobile)) errors.mobile = 'error.mobile_invalid';
  return errors;
}

const FIELD_OF_ERROR: Record<string, keyof MandateDetails> = {
  iban_invalid: 'iban',
  iban_country_unsupported: 'iban',
  mobile_invalid: 'mobile',
};

interface MandateFormProps {
  bundleId: number;
  code: string | null;
  onSent: (request: { id: number; hint: string }) => void;
}

function MandateForm({ bundleId, code, onSent }: MandateFormProps) {
  const intl = useIntl();
  const [details, setDetails] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof MandateDetails, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const errors = { ...validate(details), ...serverErrors };
  const shown = (key: keyof MandateDetails) =>
    touched[key] && errors[key] ? intl.formatMessage({ id: errors[key] }) : undefined;

  const set = (key: keyof MandateDetails) => (value: string) => {
    setDetails((old) => ({ ...old, [key]: key === 'iban' ? formatIban(value) || value : value }));
    setServerErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(Object.fromEntries(Object.keys(EMPTY).map((key) => [key, true])));
    if (Object.values(validate(details)).some(Boolean)) return;
    setBusy(true);
    setFailure(null);
    try {
      const trimmed = Object.fromEntries(
        Object.entries(details).map(([k, v]) => [k, v.trim()]),
      ) as MandateDetails;
      const answer = await requestDirectDebit(bundleId, code, {
        ...trimmed,
        iban: electronicIban(trimmed.iban),
      });
      onSent({ id: answer.request_id, hint: answer.mobile_hint });
    } catch (cause) {
      const field = isApiError(cause) ? FIELD_OF_ERROR[cause.code] : undefined;
      if (field && isApiError(cause)) setServerErrors({ [field]: `error.${cause.code}` });
      else setFailure(cause);
      setBusy(false);
    }
  }

  const field = (key: keyof MandateDetails, extra: Record<string, string> = {}) => ({
    label: <FormattedMessage id={`directdebit.field.${key}`} />,
    value: details[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(key)(event.target.value),
    onBlur: () => setTouched((old) => ({ ...old, [key]: true })),
    error: shown(key),
    name: key,
    'data-testid': `directdebit-${key}`,
    ...extra,
  });

  return (
    <Form noValidate onSubmit={submit} data-testid="directdebit-form">
      <TextField {...field('account_holder', { autoComplete: 'name' })} />
      <TextField {...field('iban', { autoComplete: 'off', spellCheck: 'false', inputMode: 'text' })} />
      <Pair>
        <TextField {...field('street', { autoComplete: 'address-line1' })} />
        <TextField {...field('house_number')} />
      </Pair>
      <Pair>
        <TextField {...field('city', { autoComplete: 'address-level2' })} />
        <TextField {...field('postal_code', { autoComplete: 'postal-code' })} />
      </Pair>
      <TextField {...field('mobile', { autoComplete: 'tel', type: 'tel', inputMode: 'tel' })} />
      <ErrorAlert error={failure} data-testid="directdebit-error" />
      <Button type="submit" loading={busy} fullWidth data-testid="directdebit-submit">
        <FormattedMessage id="directdebit.submit" />
      </Button>
    </Form>
  );
}

interface SmsStepProps {
  requestId: number;
  hint: string;
  onRestart: () => void;
}

function SmsStep({ requestId, hint, onRestart }: SmsStepProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  const [smsCode, setSmsCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const complete = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(smsCode);
  const code = isApiError(error) ? error.code : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await confirmDirectDebit(requestId, smsCode);
      rememberReturn(answer.payment_id, returnTo);
      navigate(pathTo('transactions-id', { id: String(answer.payment_id) }));
    } catch (cause) {
      setError(cause);
      setBusy(false);
    }
  }

  const fieldError =
    code === 'directdebit_code_invalid' && isApiError(error)
      ? intl.formatMessage({ id: 'directdebit.sms.invalid' }, { tries: Number(error.params.tries_left ?? 0) })
      : undefined;

  return (
    <Form noValidate onSubmit={submit} data-testid="directdebit-sms">
      <p data-testid="directdebit-sms-hint">
        <FormattedMessage id="directdebit.sms.sent" values={{ mobile: hint }} />
      </p>
      <TextField
        label={<FormattedMessage id="directdebit.sms.label" />}
        value={smsCode}
        onChange={(event) => setSmsCode(event.target.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={SMS_CODE_LENGTH}
        error={fieldError}
        data-testid="directdebit-sms-code"
      />
      {code !== 'directdebit_code_invalid' && (
        <ErrorAlert error={error} data-testid="directdebit-sms-error" />
      )}
      {code === 'directdebit_request_not_found' ? (
        <Button type="button" onClick={onRestart} fullWidth data-testid="directdebit-restart">
          <FormattedMessage id="directdebit.sms.restart" />
        </Button>
      ) : (
        <Button
          type="submit"
          loading={busy}
          disabled={!complete}
          fullWidth
          data-testid="directdebit-sms-submit"
        >
          <FormattedMessage id="directdebit.sms.submit" />
        </Button>
      )}
    </Form>
  );
}
