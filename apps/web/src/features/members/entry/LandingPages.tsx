import type { ProfileDetail } from '@amora/contracts';
import { Icon } from '@amora/ui';
import { type ReactNode, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import { useSession } from '../../../app/providers/SessionContext';
import { useSettings } from '../../../app/providers/SettingsContext';
import { signupModal } from '../../signup/signup-modal-store';
import { FictionalMark } from '../shared/FictionalMark';
import { ProfileImage } from '../shared/ProfileImage';
import { EntryCtas, EntryDisclosure, EntryModalHost, Lead, ToHomePage } from './EntryParts';
import {
  Avatar,
  Backdrop,
  BigTitle,
  CardBody,
  CenteredStage,
  Eyebrow,
  FullBleed,
  Glass,
  Headline,
  PersonCity,
  PersonName,
  Photo,
  PhotoCard,
  PhotoShade,
  Pitch,
  Points,
  Split,
  SplitPhoto,
} from './entry-styles';
import { useMemberEntry } from './use-entry';

type Entry = ReturnType<typeof useMemberEntry>;

function usePhotoAlt(profile: ProfileDetail | null): string {
  const intl = useIntl();
  return profile ? intl.formatMessage({ id: 'members.photoOf' }, { name: profile.name }) : '';
}

/** Name, age and the operator-run mark of the profile (or nothing while it loads). */
function Person({ profile }: { profile: ProfileDetail | null }) {
  if (!profile) return null;
  return (
    <>
      <PersonName data-testid="entry-name">
        {profile.name}, {profile.age}
        {profile.fictional && <FictionalMark />}
      </PersonName>
      {profile.city && <PersonCity>{profile.city}</PersonCity>}
    </>
  );
}

/** The profile's main photo, large, with name, age and place on a shade at its foot. */
function ShadedPhoto({ profile }: { profile: ProfileDetail | null }) {
  return (
    <>
      <ProfileImage
        image={profile?.main_image ?? null}
        size="filename"
        name={profile?.name ?? ''}
        alt={usePhotoAlt(profile)}
        eager
      />
      <PhotoShade>
        <Person profile={profile} />
      </PhotoShade>
    </>
  );
}

function EntryPage({ render, testId }: { render: (entry: Entry) => ReactNode; testId: string }) {
  const entry = useMemberEntry();
  if (entry.arrivedLoggedIn) return <Navigate to={entry.profilePath} replace />;
  if (entry.missing) return <ToHomePage />;
  return (
    <div data-testid={testId} style={{ display: 'contents' }}>
      {render(entry)}
      <EntryModalHost needed={entry.hostsModal} />
    </div>
  );
}

/** /members/{id}/landing: the profile's photo as a card, the invitation below it. */
export function MemberLandingPage() {
  return <EntryPage testId="entry-landing" render={(entry) => <CardLanding entry={entry} />} />;
}

function CardLanding({ entry }: { entry: Entry }) {
  const settings = useSettings();
  const { profile } = entry;
  return (
    <CenteredStage>
      <PhotoCard>
        <Photo>
          <ShadedPhoto profile={profile} />
        </Photo>
        <CardBody>
          <Headline>
            <FormattedMessage
              id={profile ? 'members.entry.title' : 'members.join.title'}
              values={{ name: profile?.name }}
            />
          </Headline>
          <Lead>
            <FormattedMessage id="members.entry.lead" values={{ site: settings.name }} />
          </Lead>
          <EntryCtas profilePath={entry.profilePath} />
          <EntryDisclosure profile={profile} />
        </CardBody>
      </PhotoCard>
    </CenteredStage>
  );
}

/** /members/{id}/signup: the landing's card, with the signup modal opened at once for a visitor. */
export function MemberSignupPage() {
  const session = useSession();
  useEffect(() => {
    if (session.status === 'logged-out') signupModal.open();
  }, [session.status]);
  return <EntryPage testId="entry-signup-page" render={(entry) => <CardLanding entry={entry} />} />;
}

/** /members/{id}/landing2/{slug?}: the photo beside a short pitch with three reasons to join. */
export function MemberLanding2Page() {
  return <EntryPage testId="entry-landing2" render={(entry) => <SplitLanding entry={entry} />} />;
}

function SplitLanding({ entry }: { entry: Entry }) {
  const settings = useSettings();
  const { profile } = entry;
  return (
    <Split>
      <SplitPhoto>
        <ShadedPhoto profile={profile} />
      </SplitPhoto>
      <Pitch>
        <Eyebrow>{settings.name}</Eyebrow>
        <BigTitle>
          <FormattedMessage
            id={profile ? 'members.entry.sayHello' : 'members.join.title'}
            values={{ name: profile?.name }}
          />
        </BigTitle>
        <Points>
          {(['members.entry.point1', 'members.entry.point2', 'members.entry.point3'] as const).map((id) => (
            <li key={id}>
              <Icon name="check" size={24} />
              <FormattedMessage id={id} />
            </li>
          ))}
        </Points>
        <EntryCtas profilePath={entry.profilePath} />
        <EntryDisclosure profile={profile} />
      </Pitch>
    </Split>
  );
}

/** /members/{id}/landing3/{slug?}: the photo fills the screen behind a frosted invitation. */
export function MemberLanding3Page() {
  return <EntryPage testId="entry-landing3" render={(entry) => <FullLanding entry={entry} />} />;
}

function FullLanding({ entry }: { entry: Entry }) {
  const settings = useSettings();
  const { profile } = entry;
  const alt = usePhotoAlt(profile);
  return (
    <FullBleed>
      <Backdrop>
        <ProfileImage
          image={profile?.main_image ?? null}
          size="filename"
          name={profile?.name ?? ''}
          alt=""
          eager
        />
      </Backdrop>
      <Glass>
        <Avatar>
          <ProfileImage
            image={profile?.main_image ?? null}
            size="thumb_filename"
            name={profile?.name ?? ''}
            alt={alt}
            eager
          />
        </Avatar>
        <div>
          <Person profile={profile} />
        </div>
        <Headline>
          <FormattedMessage id="members.entry.waiting" values={{ site: settings.name }} />
        </Headline>
        <EntryCtas profilePath={entry.profilePath} ctaId="members.entry.ctaMeet" />
        <EntryDisclosure profile={profile} />
      </Glass>
    </FullBleed>
  );
}
