import { Alert, Button, Icon } from '@amora/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useSessionActions } from '../../app/providers/SessionContext';
import { useSettings } from '../../app/providers/SettingsContext';
import { useLocale } from '../../i18n/LocaleProvider';
import { api, isApiError } from '../../lib/api';
import { pathTo } from '../../lib/routes/paths';
import { TextButton } from '../auth/auth-styles';
import { ErrorMessage } from '../error/ErrorMessage';
import { SignupNotAllowed } from './SignupNotAllowed';
import { StepAbout, StepBirthday, StepName } from './SignupSteps';
import { StepEmail, StepPassword } from './SignupStepsAccount';
import { emitSignupEvent } from './signup-events';
import {
  EMPTY_FORM,
  firstInvalidStep,
  SIGNUP_STEPS,
  type SignupErrors,
  type SignupForm,
  type SignupStep,
  stepOfServerError,
  toSignupRequest,
  validateStep,
} from './signup-form';
import { signupModal } from './signup-modal-store';
import { useSignupAllowed } from './signup-mode';
import {
  BackButton,
  BackLabel,
  Flow,
  Nav,
  Progress,
  ProgressText,
  Segment,
  Segments,
  StepTitle,
} from './signup-styles';
import { readInvite, readTracking } from './tracking';

const STEP_TITLES = [
  'signup.aboutTitle',
  'signup.birthdayTitle',
  'signup.nameTitle',
  'signup.emailTitle',
  'signup.passwordTitle',
];

export interface SignupFlowProps {
  /** Told whenever "signup in progress" changes (a step after 0 touched, or submitting). */
  onProgressChange?: (inProgress: boolean) => void;
  /** Before navigating on: the modal closes itself here. */
  onLeave?: () => void;
}

/** The five signup steps of spec §2, used by the signup modal and the /signup page alike. */
export function SignupFlow({ onProgressChange, onLeave }: SignupFlowProps) {
  const intl = useIntl();
  const settings = useSettings();
  const { locale } = useLocale();
  const { setUser } = useSessionActions();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const invite = readInvite(search);
  const allowedHere = useSignupAllowed();
  const [refused, setRefused] = useState(false);
  const allowed = allowedHere && !refused;
  const [step, setStep] = useState<SignupStep>(0);
  const [furthest, setFurthest] = useState<SignupStep>(0);
  const [form, setForm] = useState<SignupForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const ctx = { minAge: settings.min_age, today: new Date() };

  const inProgress = furthest > 0 || busy;
  useEffect(() => onProgressChange?.(inProgress), [inProgress, onProgressChange]);

  // Each new step moves focus to its question, so screen readers and keyboards start there.
  const [focusedStep, setFocusedStep] = useState(step);
  useEffect(() => {
    if (focusedStep === step) return;
    setFocusedStep(step);
    titleRef.current?.focus();
  }, [step, focusedStep]);

  const update = (patch: Partial<SignupForm>) => {
    if (!started.current) {
      started.current = true;
      emitSignupEvent('started');
    }
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as Array<keyof SignupForm>) delete next[key];
      if ('day' in patch || 'month' in patch || 'year' in patch) delete next.date_of_birth;
      return next;
    });
  };

  const goTo = (next: SignupStep, nextErrors: SignupErrors = {}) => {
    setErrors(nextErrors);
    setStep(next);
    setFurthest((current) => (next > current ? next : current));
  };

  const submit = async () => {
    const invalid = firstInvalidStep(form, ctx);
    if (invalid) return goTo(invalid.step, invalid.errors);
    setBusy(true);
    setServerError(null);
    try {
      const tracking = readTracking();
      const answer = await api.request('signup', {
        body: toSignupRequest(form, { language: locale, tracking, invite }),
      });
      setUser(answer.user);
      emitSignupEvent('complete');
      onLeave?.();
      navigate(signupModal.afterSignupPath() ?? pathTo('complete-signup'));
    } catch (error) {
      setBusy(false);
      const code = isApiError(error) ? error.code : '';
      if (code === 'signup_not_allowed') return setRefused(true);
      const place = stepOfServerError(code);
      if (!place || !isApiError(error)) return setServerError(error);
      const values = Object.fromEntries(
        Object.entries(error.params).filter(([, v]) => typeof v === 'string' || typeof v === 'number'),
      ) as Record<string, string | number>;
      goTo(place.step, { [place.field]: { id: `error.${code}`, values } });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (step === 4) {
      submit();
      return;
    }
    const stepErrors = validateStep(step, form, ctx);
    if (Object.keys(stepErrors).length > 0) return setErrors(stepErrors);
    goTo((step + 1) as SignupStep);
  };

  const toLogin = () => {
    emitSignupEvent('redirected_to_login');
    onLeave?.();
    navigate(`${pathTo('login')}?${new URLSearchParams({ email: form.email.trim() })}`);
  };

  if (!allowed) return <SignupNotAllowed onLeave={onLeave} />;

  const props = { form, errors, update };
  const accountExists =
    errors.email?.id === 'error.account_exists' ? (
      <>
        {' '}
        <TextButton type="button" onClick={toLogin} data-testid="signup-to-login">
          <FormattedMessage id="signup.logInInstead" />
        </TextButton>
      </>
    ) : undefined;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={intl.formatMessage({ id: 'signup.title' }, { name: settings.name })}
    >
      <Flow data-testid="signup-flow" data-step={step}>
        <Progress>
          <ProgressText data-testid="signup-progress">
            <FormattedMessage id="signup.progress" values={{ step: step + 1, total: SIGNUP_STEPS }} />
          </ProgressText>
          <Segments aria-hidden="true">
            {STEP_TITLES.map((id, index) => (
              <Segment key={id} $done={index <= step} />
            ))}
          </Segments>
        </Progress>
        <StepTitle ref={titleRef} tabIndex={-1} data-testid="signup-step-title">
          <FormattedMessage id={STEP_TITLES[step]} values={{ name: settings.name }} />
        </StepTitle>
        {serverError !== null && (
          <Alert tone="danger" data-testid="signup-error">
            <ErrorMessage error={serverError} />
          </Alert>
        )}
        {step === 0 && <StepAbout {...props} />}
        {step === 1 && <StepBirthday {...props} minAge={settings.min_age} />}
        {step === 2 && <StepName {...props} />}
        {step === 3 && <StepEmail {...props} emailExtra={accountExists} />}
        {step === 4 && <StepPassword {...props} />}
        <Nav>
          {step > 0 && (
            <BackButton
              variant="outline"
              size="lg"
              icon={<Icon name="chevronLeft" size={20} />}
              onClick={() => goTo((step - 1) as SignupStep)}
              disabled={busy}
              data-testid="signup-back"
            >
              <BackLabel>
                <FormattedMessage id="signup.back" />
              </BackLabel>
            </BackButton>
          )}
          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={busy}
            data-testid={step === 4 ? 'signup-submit' : 'signup-next'}
          >
            <FormattedMessage id={step === 4 ? 'signup.submit' : 'signup.next'} />
          </Button>
        </Nav>
      </Flow>
    </form>
  );
}
