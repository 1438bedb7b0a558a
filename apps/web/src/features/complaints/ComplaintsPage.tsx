import { COMPLAINT_REASONS } from '@amora/contracts';
import { Button, Icon, Select, TextField } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Container } from '../../app/layouts/parts/Container';
import { useUser } from '../../app/providers/SessionContext';
import { useSettings } from '../../app/providers/SettingsContext';
import { api } from '../../lib/api';
import { ButtonLink } from '../../lib/routes/button-link';
import { pathTo } from '../../lib/routes/paths';
import { ErrorAlert } from '../error/ErrorAlert';
import { Counter, IntroLabel, Textarea } from '../signup/complete-signup-styles';

const TEXT_MAX = 2000;
const SUBJECT_MAX = 200;
type Reason = (typeof COMPLAINT_REASONS)[number];

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => `${theme.space(8)} 0 ${theme.space(12)}`};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xxl};
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Done = styled(Panel)`
  align-items: center;
  text-align: center;

  svg {
    color: ${({ theme }) => theme.colors.success.text};
  }
`;

const Contact = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.primary.text};
  }
`;

interface Missing {
  reason?: boolean;
  subject?: boolean;
  text?: boolean;
}

/** /complaints (spec §2): members tell support what went wrong; visitors are asked to log in or write. */
export function ComplaintsPage() {
  const user = useUser();
  const settings = useSettings();
  return (
    <Container $width="narrow">
      <Page data-testid="page-complaints">
        <header>
          <Title>
            <FormattedMessage id="page.complaints.title" />
          </Title>
          <Lead>
            <FormattedMessage id="page.complaints.intro" />
          </Lead>
        </header>
        {user ? <ComplaintForm /> : <LogInFirst />}
        {settings.support_email && (
          <Contact>
            <FormattedMessage
              id="complaints.contact"
              values={{
                email: <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>,
                phone: settings.support_phone,
              }}
            />
          </Contact>
        )}
      </Page>
    </Container>
  );
}

function LogInFirst() {
  return (
    <Panel data-testid="complaints-login">
      <p>
        <FormattedMessage id="complaints.loginFirst" />
      </p>
      <ButtonLink
        to={`${pathTo('login')}?redirect=${encodeURIComponent(pathTo('complaints'))}`}
        data-testid="complaints-login-button"
      >
        <FormattedMessage id="complaints.login" />
      </ButtonLink>
    </Panel>
  );
}

function ComplaintForm() {
  const intl = useIntl();
  const [reason, setReason] = useState<Reason | ''>('');
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState<Missing>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const gaps: Missing = { reason: !reason, subject: !subject.trim(), text: !text.trim() };
    setMissing(gaps);
    if (!reason || gaps.subject || gaps.text) return;
    setBusy(true);
    setError(null);
    try {
      await api.request('report', { body: { reason, subject: subject.trim(), text: text.trim() } });
      setSent(true);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <Done data-testid="complaints-sent" role="status">
        <Icon name="check" size={40} />
        <p>
          <FormattedMessage id="complaints.sent" />
        </p>
      </Done>
    );
  }
  const required = intl.formatMessage({ id: 'complaints.required' });
  return (
    <Panel as="form" onSubmit={submit} noValidate data-testid="complaints-form">
      <Select
        label={intl.formatMessage({ id: 'members.report.reason' })}
        value={reason}
        required
        error={
          missing.reason && !reason ? intl.formatMessage({ id: 'members.report.reasonMissing' }) : undefined
        }
        onChange={(event) => setReason(event.target.value as Reason)}
        data-testid="complaints-reason"
      >
        <option value="">{intl.formatMessage({ id: 'members.report.choose' })}</option>
        {COMPLAINT_REASONS.map((value) => (
          <option key={value} value={value}>
            {intl.formatMessage({ id: `complaintReason.${value}` })}
          </option>
        ))}
      </Select>
      <TextField
        label={intl.formatMessage({ id: 'complaints.subject' })}
        value={subject}
        maxLength={SUBJECT_MAX}
        required
        error={missing.subject && !subject.trim() ? required : undefined}
        onChange={(event) => setSubject(event.target.value)}
        data-testid="complaints-subject"
      />
      <div>
        <IntroLabel htmlFor="complaints-text">
          <FormattedMessage id="complaints.text" />
        </IntroLabel>
        <Textarea
          id="complaints-text"
          rows={6}
          maxLength={TEXT_MAX}
          value={text}
          aria-invalid={missing.text && !text.trim() ? true : undefined}
          onChange={(event) => setText(event.target.value)}
          data-testid="complaints-text"
          style={{ marginTop: 8 }}
        />
        <Counter aria-hidden="true">
          {text.length}/{TEXT_MAX}
        </Counter>
        {missing.text && !text.trim() && (
          <Contact role="alert" style={{ color: 'inherit' }} data-testid="complaints-text-error">
            {required}
          </Contact>
        )}
      </div>
      <ErrorAlert error={error} data-testid="complaints-error" />
      <Button type="submit" fullWidth loading={busy} data-testid="complaints-submit">
        <FormattedMessage id="complaints.submit" />
      </Button>
    </Panel>
  );
}
