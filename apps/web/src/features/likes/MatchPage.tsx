import { Icon, ProgressBar, Skeleton } from '@amora/ui';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { useUser } from '../../app/providers/SessionContext';
import { ButtonLink } from '../../lib/routes/button-link';
import { pathTo } from '../../lib/routes/paths';
import { useMembersOnly } from '../account-settings/use-members-only';
import { ErrorAlert } from '../error/ErrorAlert';
import { NotFoundPage } from '../error/NotFoundPage';
import { useLikes } from '../live/live-data';
import { EmptyState } from './EmptyState';
import { StageGhostLink } from './like-scene-styles';
import { likesByTab } from './likes-by-tab';
import { MatchScene } from './MatchScene';

const Wrap = styled.div`
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space(8)} ${theme.space(6)} ${theme.space(16)}`};
  }
`;

/** The match on the brand's dark stage, as in the modal, in the page's flow. */
const Stage = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(5)} ${theme.space(8)}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(120% 70% at 50% 0%, color-mix(in srgb, ${({ theme }) => theme.colors.secondary.main} 38%, transparent), transparent 60%),
    radial-gradient(90% 60% at 50% 100%, color-mix(in srgb, ${({ theme }) => theme.colors.primary.main} 45%, transparent), transparent 70%),
    ${({ theme }) => theme.colors.dark.main};
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

/** /likes/m/{id}: the match with profile {id} (where a match notification leads). */
export function MatchPage() {
  const { id = '' } = useParams();
  const { redirect } = useMembersOnly();
  const profileId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  if (profileId === null) return <NotFoundPage />;
  return redirect ?? <Match profileId={profileId} />;
}

function Match({ profileId }: { profileId: number }) {
  const user = useUser();
  const { data, error, isLoading } = useLikes();
  const match = useMemo(
    () => data && (likesByTab(data).matches.find((like) => like.id === profileId) ?? null),
    [data, profileId],
  );
  return (
    <Wrap data-testid="match-page">
      <ProgressBar active={isLoading} />
      {match && user ? (
        <Stage>
          <MatchScene
            me={user}
            profile={match}
            headingLevel="h1"
            keepBrowsing={
              <StageGhostLink to={pathTo('members')} $size="lg" $fullWidth data-testid="match-keep-browsing">
                <FormattedMessage id="likes.match.keepBrowsing" />
              </StageGhostLink>
            }
          />
        </Stage>
      ) : match === null ? (
        <EmptyState
          icon="heart"
          title={<FormattedMessage id="likes.matchGone.title" />}
          text={<FormattedMessage id="likes.matchGone.text" />}
          data-testid="match-gone"
        >
          <ButtonLink to={pathTo('likes-type', { type: 'matches' })}>
            <Icon name="heart" size={20} />
            <FormattedMessage id="likes.matchGone.matches" />
          </ButtonLink>
        </EmptyState>
      ) : error ? (
        <ErrorAlert error={error} data-testid="match-error" />
      ) : (
        <Skeleton $height="560px" $radius="lg" />
      )}
    </Wrap>
  );
}
