import type { ProfileDetail } from '@amora/contracts';
import { Icon, Skeleton } from '@amora/ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useSession, useUser } from '../../../app/providers/SessionContext';
import { useSettings } from '../../../app/providers/SettingsContext';
import { pathTo } from '../../../lib/routes/paths';
import { FictionalMark } from '../shared/FictionalMark';
import { useToast } from '../shared/Toast';
import { useFictionalWarning } from '../shared/use-fictional-warning';
import { BlockDialog, BlockedNotice } from './BlockControls';
import { Gallery } from './Gallery';
import { OwnProfileNotice } from './OwnProfileNotice';
import { ProfileActions, SafetyActions } from './ProfileActions';
import { ProfileDetails } from './ProfileDetails';
import { ProfileError } from './ProfileStates';
import {
  BackButton,
  Columns,
  Disclosure,
  DisclosureMark,
  GalleryColumn,
  Info,
  Meta,
  Name,
  NameBlock,
  OnlineDot,
  ProfileWrap,
} from './profile-styles';
import { ReportModal } from './ReportModal';
import { useProfile } from './use-profile';

/** /members/{id}: one profile with its gallery, details, like, chat, block and report (not on one's own). */
export function ProfilePage() {
  const { id = '' } = useParams();
  const { data, error, mutate } = useProfile(id);
  // blocked or unblocked just now, on this page: where the focus goes when the page changes
  const [blockedId, setBlockedId] = useState<string | null>(null);
  const [unblockedId, setUnblockedId] = useState<string | null>(null);
  const refresh = () => void mutate();
  const blocked = () => {
    setBlockedId(id);
    setUnblockedId(null);
    refresh();
  };
  const unblocked = () => {
    setUnblockedId(id);
    setBlockedId(null);
    refresh();
  };
  return (
    <ProfileWrap data-testid="profile-page">
      <BackToSearch />
      {error ? (
        <ProfileError error={error} onRetry={refresh} />
      ) : !data ? (
        <ProfileSkeleton />
      ) : data.profile.blocked ? (
        <BlockedNotice profile={data.profile} onUnblocked={unblocked} justBlocked={blockedId === id} />
      ) : (
        <ProfileView profile={data.profile} onBlocked={blocked} justUnblocked={unblockedId === id} />
      )}
    </ProfileWrap>
  );
}

/** Back to the results where the member came from (the search keeps its place), else to the search. */
function BackToSearch() {
  const navigate = useNavigate();
  const back = () => {
    const index = (globalThis.history?.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(pathTo('members'));
  };
  return (
    <BackButton type="button" onClick={back} data-testid="profile-back">
      <Icon name="chevronLeft" size={20} />
      <FormattedMessage id="members.backToSearch" />
    </BackButton>
  );
}

function ProfileView({
  profile,
  onBlocked,
  justUnblocked,
}: {
  profile: ProfileDetail;
  onBlocked: () => void;
  justUnblocked: boolean;
}) {
  const settings = useSettings();
  const fictionalWarning = useFictionalWarning();
  const member = useSession().status === 'logged-in';
  const own = useUser()?.profile?.id === profile.id;
  const [toast, showToast] = useToast();
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  return (
    <Columns>
      <GalleryColumn>
        <Gallery profile={profile} member={member} />
      </GalleryColumn>
      <Info>
        <NameBlock>
          <Name data-testid="profile-name">
            <span>
              {profile.name}, {profile.age}
            </span>
            {profile.fictional && <FictionalMark />}
          </Name>
          <Meta>
            {profile.city && (
              <span>
                <Icon name="pin" size={18} />
                {profile.city}
              </span>
            )}
            {profile.distance !== null && (
              <span>
                <FormattedMessage id="members.kmAway" values={{ km: profile.distance }} />
              </span>
            )}
            {profile.online && (
              <span>
                <OnlineDot aria-hidden="true" />
                <FormattedMessage id="members.online" />
              </span>
            )}
          </Meta>
        </NameBlock>
        {profile.fictional && (
          <Disclosure data-testid="fictional-warning">
            {/* the mark beside the name, as the note's own sign: what it means, said once */}
            <DisclosureMark aria-hidden="true">{settings.fictional_icon}</DisclosureMark>
            <span>{fictionalWarning}</span>
          </Disclosure>
        )}
        {own ? (
          <OwnProfileNotice />
        ) : (
          <ProfileActions
            profile={profile}
            member={member}
            onError={showToast}
            justUnblocked={justUnblocked}
          />
        )}
        <ProfileDetails profile={profile} />
        {!own && (
          <SafetyActions
            member={member}
            onBlock={() => setDialog('block')}
            onReport={() => setDialog('report')}
          />
        )}
      </Info>
      <BlockDialog
        open={dialog === 'block'}
        onClose={() => setDialog(null)}
        profile={profile}
        onBlocked={onBlocked}
      />
      <ReportModal
        open={dialog === 'report'}
        onClose={() => setDialog(null)}
        profileId={profile.id}
        name={profile.name}
      />
      {toast}
    </Columns>
  );
}

function ProfileSkeleton() {
  return (
    <Columns data-testid="profile-skeleton">
      <Skeleton $height="auto" $radius="lg" style={{ aspectRatio: '4 / 5' }} />
      <Info>
        <Skeleton $width="60%" $height="36px" />
        <Skeleton $width="40%" $height="20px" />
        <Skeleton $height="52px" $radius="pill" />
        <Skeleton $height="120px" $radius="md" />
      </Info>
    </Columns>
  );
}
