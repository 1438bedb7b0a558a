import { COMPLAINT_REASONS, type complaintRequestSchema } from '@amora/contracts';
import { Button, FieldError, Icon, Modal, Select } from '@amora/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { ErrorAlert } from '../../error/ErrorAlert';
import { Counter, IntroLabel, Textarea } from '../../signup/complete-signup-styles';

const TEXT_MAX = 2000;
type Reason = (typeof COMPLAINT_REASONS)[number];
type ComplaintBody = z.input<typeof complaintRequestSchema>;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Done = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;

  svg {
    color: ${({ theme }) => theme.colors.success.text};
  }
`;

/** Takes the focus when the form is replaced, so the thanks are read out (no outline on a text). */
const Thanks = styled.p`
  &:focus {
    outline: none;
  }
`;

export interface ReportModalProps {
  open: boolean;
  onClose: () => void;
  profileId: number;
  name: string;
}

/** Report a profile to support: a reason and words, optional but for "Other" (POST /api/complaints.php). */
export function ReportModal({ open, onClose, profileId, name }: ReportModalProps) {
  const intl = useIntl();
  const [reason, setReason] = useState<Reason | ''>('');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sent, setSent] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);
  const textField = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const close = () => {
    onClose();
    setSent(false);
    setReason('');
    setText('');
    setError(null);
    setMissing(false);
  };
  const textRequired = reason === 'other';
  const textMissing = missing && textRequired && !text.trim();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason || (textRequired && !text.trim())) {
      setMissing(true);
      if (reason) textField.current?.focus();
      return;
    }
    if (busy) return;
    setBusy(true);
    setError(null);
    const body: ComplaintBody = {
      profile_id: profileId,
      reason,
      ...(text.trim() ? { text: text.trim() } : {}),
    };
    try {
      await api.request('report', { body });
      setSent(true);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      dismissible={!busy}
      title={intl.formatMessage({ id: 'members.report.title' }, { name })}
      closeLabel={intl.formatMessage({ id: 'members.close' })}
      data-testid="report-modal"
    >
      {sent ? (
        <Done data-testid="report-sent">
          <Icon name="check" size={40} />
          <Thanks ref={thanks} tabIndex={-1} data-testid="report-thanks">
            <FormattedMessage id="members.report.sent" />
          </Thanks>
          <Button onClick={close} fullWidth>
            <FormattedMessage id="members.close" />
          </Button>
        </Done>
      ) : (
        <Form onSubmit={submit} noValidate>
          <Lead>
            <FormattedMessage id="members.report.lead" />
          </Lead>
          <Select
            label={intl.formatMessage({ id: 'members.report.reason' })}
            value={reason}
            required
            error={
              missing && !reason ? intl.formatMessage({ id: 'members.report.reasonMissing' }) : undefined
            }
            onChange={(event) => setReason(event.target.value as Reason)}
            data-testid="report-reason"
          >
            <option value="">{intl.formatMessage({ id: 'members.report.choose' })}</option>
            {COMPLAINT_REASONS.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id: `complaintReason.${value}` })}
              </option>
            ))}
          </Select>
          <div>
            <IntroLabel htmlFor="report-text">
              <FormattedMessage id={textRequired ? 'complaints.text' : 'members.report.text'} />
            </IntroLabel>
            <Textarea
              ref={textField}
              id="report-text"
              rows={4}
              maxLength={TEXT_MAX}
              value={text}
              required={textRequired}
              aria-invalid={textMissing || undefined}
              aria-describedby={textMissing ? 'report-text-error' : undefined}
              onChange={(event) => setText(event.target.value)}
              data-testid="report-text"
              style={{ marginTop: 8 }}
            />
            {textMissing && (
              <FieldError id="report-text-error" role="alert" data-testid="report-text-error">
                <FormattedMessage id="complaints.required" />
              </FieldError>
            )}
            <Counter aria-hidden="true">
              {text.length}/{TEXT_MAX}
            </Counter>
          </div>
          <ErrorAlert error={error} data-testid="report-error" />
          <Button type="submit" fullWidth loading={busy} data-testid="report-submit">
            <FormattedMessage id="members.report.submit" />
          </Button>
        </Form>
      )}
    </Modal>
  );
}
