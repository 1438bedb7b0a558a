import { PASSWORD_MIN_LENGTH } from '@amora/contracts';
import { TextField } from '@amora/ui';
import { type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { pathTo } from '../../lib/routes/paths';
import { ErrorText, type StepProps } from './SignupSteps';
import { Consent, Fields } from './signup-styles';

const fieldError = (message: StepProps['errors'][keyof StepProps['errors']], extra?: ReactNode) =>
  message && (
    <>
      <FormattedMessage id={message.id} values={message.values} />
      {extra}
    </>
  );

/** Step 3: the e-mail address (the activation mail goes there). */
export function StepEmail({ form, errors, update, emailExtra }: StepProps & { emailExtra?: ReactNode }) {
  return (
    <TextField
      label={<FormattedMessage id="auth.email" />}
      hint={<FormattedMessage id="signup.emailHint" />}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      value={form.email}
      error={fieldError(errors.email, emailExtra)}
      onChange={(event) => update({ email: event.target.value })}
      data-testid="signup-email"
    />
  );
}

const linkTo = (path: string) => (chunks: ReactNode[]) => (
  <a href={path} target="_blank" rel="noopener">
    {chunks}
  </a>
);

/** Step 4: password twice and consent to the terms and the privacy policy. */
export function StepPassword({ form, errors, update }: StepProps) {
  const consentError = `${useId()}-consent-error`;
  return (
    <Fields>
      <TextField
        label={<FormattedMessage id="auth.password" />}
        hint={<FormattedMessage id="signup.passwordHint" values={{ min: PASSWORD_MIN_LENGTH }} />}
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={form.password}
        error={fieldError(errors.password)}
        onChange={(event) => update({ password: event.target.value })}
        data-testid="signup-password"
      />
      <TextField
        label={<FormattedMessage id="auth.passwordRepeat" />}
        type="password"
        name="password-repeat"
        autoComplete="new-password"
        value={form.password_repeat}
        error={fieldError(errors.password_repeat)}
        onChange={(event) => update({ password_repeat: event.target.value })}
        data-testid="signup-password-repeat"
      />
      <div>
        <Consent>
          <input
            type="checkbox"
            checked={form.consent}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? consentError : undefined}
            onChange={(event) => update({ consent: event.target.checked })}
            data-testid="signup-consent"
          />
          <span>
            <FormattedMessage
              id="signup.consent"
              values={{ terms: linkTo(pathTo('terms')), privacy: linkTo(pathTo('privacy')) }}
            />
          </span>
        </Consent>
        <ErrorText message={errors.consent} id={consentError} />
      </div>
    </Fields>
  );
}
