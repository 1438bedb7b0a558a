import { type AdminMemberAnswer, PROFILE_STATUSES } from '@amora/contracts';
import { Badge, Modal } from '@amora/ui';
import { useId, useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Muted } from '../../components/data-table';
import { Columns, Empty, Facts, Section, SectionHead } from './member-styles';

type ProfileStatus = (typeof PROFILE_STATUSES)[number];
type Photo = NonNullable<AdminMemberAnswer['profile']>['photos'][number];

const Photos = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Waiting = styled.span`
  position: absolute;
  inset: auto 4px 4px 4px;
  display: flex;
  justify-content: center;

  /* the tile is narrow: the label wraps rather than being cut */
  & > * {
    height: auto;
    padding: 2px 6px;
    border-radius: ${({ theme }) => theme.radii.sm};
    white-space: normal;
    text-align: center;
    line-height: 1.2;
  }
`;

const Thumb = styled.button`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 4 / 5;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  cursor: zoom-in;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary.main};
    outline-offset: 2px;
  }
`;

const Large = styled.img`
  display: block;
  max-width: 100%;
  max-height: 75vh;
  margin: 0 auto;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const About = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.6;
  white-space: pre-line;
`;

const Dash = () => <Muted>—</Muted>;
const When = ({ at }: { at: string | null }) =>
  at ? <FormattedDate value={at} dateStyle="medium" timeStyle="short" /> : <Dash />;

/** The account as stored and the member's profile with its photos (a click shows one large). */
export function MemberProfile({ detail }: { detail: AdminMemberAnswer }) {
  const titleId = useId();
  const { member, profile } = detail;
  return (
    <Columns>
      <Section aria-labelledby={titleId} data-testid="member-account">
        <SectionHead>
          <h2 id={titleId}>
            <FormattedMessage id="members.account.title" />
          </h2>
        </SectionHead>
        <Facts>
          <dt>
            <FormattedMessage id="members.account.credits" />
          </dt>
          <dd data-testid="member-credits">
            <FormattedNumber value={member.credits} />
          </dd>
          {detail.debt_credits > 0 && (
            <>
              <dt>
                <FormattedMessage id="members.account.debt" />
              </dt>
              <dd data-testid="member-debt">
                <FormattedNumber value={detail.debt_credits} />
              </dd>
            </>
          )}
          <dt>
            <FormattedMessage id="members.account.language" />
          </dt>
          <dd>{member.language.toUpperCase()}</dd>
          <dt>
            <FormattedMessage id="members.account.created" />
          </dt>
          <dd>
            <When at={member.created_at} />
          </dd>
          <dt>
            <FormattedMessage id="members.account.confirmed" />
          </dt>
          <dd>
            <When at={member.confirmed_at} />
          </dd>
          {member.disabled_at && (
            <>
              <dt>
                <FormattedMessage id="members.account.disabled" />
              </dt>
              <dd>
                <When at={member.disabled_at} />
              </dd>
            </>
          )}
          {member.deletion_requested_at && (
            <>
              <dt>
                <FormattedMessage id="members.account.deletion_requested" />
              </dt>
              <dd>
                <When at={member.deletion_requested_at} />
                {member.deletion_reason && <Muted> · {member.deletion_reason}</Muted>}
              </dd>
            </>
          )}
          {member.locked_until && (
            <>
              <dt>
                <FormattedMessage id="members.account.locked_until" />
              </dt>
              <dd>
                <When at={member.locked_until} />
              </dd>
            </>
          )}
          <dt>
            <FormattedMessage id="members.account.notifications" />
          </dt>
          <dd>
            {member.notifications_disabled.length === 0 ? (
              <FormattedMessage id="members.account.notifications_on" />
            ) : (
              <FormattedMessage
                id="members.account.notifications_off"
                values={{ reasons: member.notifications_disabled.join(', ') }}
              />
            )}
          </dd>
        </Facts>
      </Section>
      <ProfileSection profile={profile} />
    </Columns>
  );
}

function ProfileSection({ profile }: { profile: AdminMemberAnswer['profile'] }) {
  const titleId = useId();
  const intl = useIntl();
  const [open, setOpen] = useState<Photo | null>(null);
  return (
    <Section aria-labelledby={titleId} data-testid="member-profile">
      <SectionHead>
        <h2 id={titleId}>
          <FormattedMessage id="members.profile.title" />
        </h2>
      </SectionHead>
      {!profile ? (
        <Empty>
          <FormattedMessage id="members.profile.none" />
        </Empty>
      ) : (
        <>
          <Facts>
            <dt>
              <FormattedMessage id="members.profile.name" />
            </dt>
            <dd>{profile.name}</dd>
            <dt>
              <FormattedMessage id="members.profile.status" />
            </dt>
            <dd>
              {PROFILE_STATUSES.includes(profile.status as ProfileStatus) ? (
                <FormattedMessage id={`members.profile.status.${profile.status as ProfileStatus}`} />
              ) : (
                profile.status
              )}
            </dd>
            <dt>
              <FormattedMessage id="members.profile.place" />
            </dt>
            <dd>{[profile.city, profile.country].filter(Boolean).join(', ') || <Dash />}</dd>
          </Facts>
          {profile.about && <About>{profile.about}</About>}
          {profile.photos.length === 0 ? (
            <Empty>
              <FormattedMessage id="members.profile.no_photos" />
            </Empty>
          ) : (
            <Photos aria-label={intl.formatMessage({ id: 'members.profile.photos' })}>
              {profile.photos.map((photo, index) => (
                <li key={photo.id}>
                  <Thumb
                    type="button"
                    onClick={() => setOpen(photo)}
                    aria-label={intl.formatMessage(
                      {
                        id: photo.pending
                          ? 'members.profile.photo_open_pending'
                          : 'members.profile.photo_open',
                      },
                      { number: index + 1, name: profile.name },
                    )}
                    data-testid={`member-photo-${photo.id}`}
                  >
                    <img src={photo.thumb_url} alt="" loading="lazy" />
                    {photo.pending && (
                      <Waiting data-testid={`member-photo-${photo.id}-pending`}>
                        <Badge tone="warning">
                          <FormattedMessage id="members.profile.photo_pending" />
                        </Badge>
                      </Waiting>
                    )}
                  </Thumb>
                </li>
              ))}
            </Photos>
          )}
        </>
      )}
      {open && profile && (
        <Modal
          open
          size="lg"
          onClose={() => setOpen(null)}
          title={profile.name}
          closeLabel={intl.formatMessage({ id: 'dialog.close' })}
          data-testid="member-photo-large"
        >
          <Large
            src={open.url}
            alt={intl.formatMessage({ id: 'members.profile.photo_alt' }, { name: profile.name })}
          />
        </Modal>
      )}
    </Section>
  );
}
