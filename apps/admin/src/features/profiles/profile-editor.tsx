import type { AdminTenant, FictionalProfile } from '@amora/contracts';
import { Alert, Badge, Skeleton } from '@amora/ui';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { AdminIcon } from '../../components/admin-icon';
import { LinkButton } from '../../components/link-button';
import { PageHeader } from '../../components/page-header';
import { errorMessageId } from '../../i18n/messages';
import { type ApiError, errorValues, toApiError } from '../../lib/api-client';
import { useMe } from '../session/session-provider';
import { FormFooter, Note, Section, Stack } from '../tenants/form-parts';
import { getTenant } from '../tenants/tenants.api';
import { useLoad } from '../tenants/use-load';
import { FictionalNotice } from './fictional-notice';
import { PhotoManager } from './photo-manager';
import { poolLabel } from './pool';
import { BasicFields, DetailFields } from './profile-fields';
import {
  ageOf,
  checkUpdate,
  formOf,
  hasProblems,
  PROFILE_FIELDS,
  type ProfileFormValues,
  serverFieldErrors,
  toUpdateRequest,
} from './profile-form';
import { ProfileThumb } from './profile-thumb';
import { getProfile, updateProfile } from './profiles.api';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary.text};
  text-decoration: none;
`;

const Title = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;

  /* phones: the disclosure and the photos first, then the form; wide screens: the form beside them */
  & > aside {
    display: grid;
    gap: ${({ theme }) => theme.space(5)};
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(280px, 360px);
    & > form {
      grid-column: 1;
      grid-row: 1;
    }
    & > aside {
      grid-column: 2;
      grid-row: 1;
    }
  }
`;

/** One fictional profile: every field, its photos, its notes, and the way to what staff wrote as it. */
export function ProfileEditor({ id }: { id: number }) {
  const intl = useIntl();
  const { tenants } = useMe();
  const profile = useLoad(`profile-${id}`, () => getProfile(id).then((answer) => answer.profile));
  const tenantId = profile.data?.tenant_id;
  const tenant = useLoad(`tenant-${tenantId}`, () =>
    tenantId === undefined ? Promise.resolve(null) : getTenant(tenantId).then((answer) => answer.tenant),
  );
  const tenantName = (tid: number) => tenants.find((t) => t.id === tid)?.name ?? `#${tid}`;

  return (
    <>
      <Back to="/profiles" data-testid="profile-back">
        <AdminIcon name="chevronLeft" size={16} />
        <FormattedMessage id="profiles.back" />
      </Back>
      {profile.error && (
        <Alert tone="danger" data-testid="profile-load-error">
          <FormattedMessage id={errorMessageId(profile.error.code)} values={errorValues(profile.error)} />
        </Alert>
      )}
      {!profile.data || !tenant.data ? (
        !profile.error && <Skeleton $height="320px" />
      ) : (
        <>
          <PageHeader
            title={
              <Title>
                <ProfileThumb profile={profile.data} cdnPrefix={tenant.data.cdn_prefix} size={44} />
                <span data-testid="profile-title">{profile.data.name}</span>
                {profile.data.status === 'disabled' && (
                  <Badge tone="neutral">
                    <FormattedMessage id="profiles.status.disabled" />
                  </Badge>
                )}
              </Title>
            }
            subtitle={
              <FormattedMessage
                id="profiles.editor.subtitle"
                values={{
                  id: profile.data.id,
                  age: ageOf(profile.data.date_of_birth),
                  tenant: tenantName(profile.data.tenant_id),
                  pool: poolLabel(intl, profile.data.pool, tenantName),
                }}
              />
            }
            action={
              <LinkButton
                to={`/profiles/messages?profile_id=${profile.data.id}`}
                $variant="outline"
                $size="sm"
                data-testid="profile-messages-link"
              >
                <AdminIcon name="history" size={16} />
                <FormattedMessage id="profiles.messages_link" />
              </LinkButton>
            }
          />
          <Columns>
            <aside>
              <FictionalNotice tenant={tenant.data} />
              <PhotoManager
                profileId={profile.data.id}
                profileName={profile.data.name}
                cdnPrefix={tenant.data.cdn_prefix}
                onChanged={profile.reload}
              />
            </aside>
            <ProfileForm profile={profile.data} tenant={tenant.data} onSaved={profile.set} />
          </Columns>
        </>
      )}
    </>
  );
}

function ProfileForm({
  profile,
  tenant,
  onSaved,
}: {
  profile: FictionalProfile;
  tenant: AdminTenant;
  onSaved: (profile: FictionalProfile) => void;
}) {
  const minAge = Math.max(18, tenant.min_age);
  const [values, setValues] = useState<ProfileFormValues>(() => formOf(profile));
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [unchanged, setUnchanged] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const errors = {
    ...(checked ? checkUpdate(profile.id, values, minAge) : {}),
    ...(serverError ? serverFieldErrors(serverError) : {}),
  };
  const change = (patch: Partial<ProfileFormValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setSaved(false);
    setUnchanged(false);
    setServerError(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    const problems = checkUpdate(profile.id, values, minAge);
    if (hasProblems(problems)) {
      const first = PROFILE_FIELDS.find((field) => problems[field]);
      document.querySelector<HTMLElement>(`[data-testid="profile-edit-${first}"]`)?.focus();
      return;
    }
    const request = toUpdateRequest(profile, values);
    if (!request) {
      setUnchanged(true);
      return;
    }
    setBusy(true);
    try {
      const answer = await updateProfile(request);
      onSaved(answer.profile);
      setValues(formOf(answer.profile));
      setSaved(true);
    } catch (failure) {
      setServerError(toApiError(failure));
    } finally {
      setBusy(false);
    }
  }

  const placed = serverError ? hasProblems(serverFieldErrors(serverError)) : false;
  const props = { values, errors, onChange: change, countries: tenant.countries, testPrefix: 'profile-edit' };
  return (
    <Stack onSubmit={submit} noValidate data-testid="profile-form">
      <Section>
        <h2>
          <FormattedMessage id="profiles.section.basics" />
        </h2>
        <BasicFields {...props} />
      </Section>
      <Section>
        <h2>
          <FormattedMessage id="profiles.section.details" />
        </h2>
        <DetailFields {...props} />
      </Section>
      {unchanged && (
        <Note role="status" data-testid="profile-edit-unchanged">
          <FormattedMessage id="profiles.unchanged" />
        </Note>
      )}
      <FormFooter busy={busy} saved={saved} error={placed ? null : serverError} testPrefix="profile-edit" />
    </Stack>
  );
}
