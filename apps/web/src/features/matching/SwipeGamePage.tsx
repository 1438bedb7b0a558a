import { SWIPE_LIKES_PER_DAY } from '@amora/contracts';
import { Alert, Button, Icon, Skeleton } from '@amora/ui';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from '../../lib/routes/button-link';
import { pathTo } from '../../lib/routes/paths';
import { useMembersOnly } from '../account-settings/use-members-only';
import { ErrorMessage } from '../error/ErrorMessage';
import { EmptyState } from '../likes/EmptyState';
import { FilledHeart } from '../likes/like-scene-styles';
import { useToast } from '../members/shared/Toast';
import { Column, Intro, PageTitle } from './matching-styles';
import { SwipeCard } from './SwipeCard';
import { SwipeLimit } from './SwipeLimit';
import { useSwipeGame } from './use-swipe-game';

const Head = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Hearts = styled.p`
  flex: none;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 650;
  white-space: nowrap;
`;

const HeartRow = styled.span`
  display: flex;
  gap: 2px;
`;

const Heart = styled.span<{ $on: boolean }>`
  display: inline-flex;
  color: ${({ theme, $on }) => ($on ? theme.colors.secondary.main : theme.colors.border)};
  transition: color 0.2s ease;
`;

const Stack = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 4 / 5;
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(6)};
`;

const RoundButton = styled.button<{ $like?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $like }) => ($like ? '76px' : '64px')};
  height: ${({ $like }) => ($like ? '76px' : '64px')};
  border: 0;
  border-radius: 50%;
  background: ${({ theme, $like }) => ($like ? theme.colors.secondary.surface : theme.colors.surface)};
  color: ${({ theme, $like }) => ($like ? theme.colors.secondary.onSurface : theme.colors.textMuted)};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: pointer;
  transition:
    transform 0.15s ease,
    box-shadow 0.15s ease;

  &:hover:not(:disabled) {
    transform: scale(1.06);
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
  &:active:not(:disabled) {
    transform: scale(0.94);
  }
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
  &:focus-visible {
    outline: none;
    box-shadow:
      0 0 0 3px ${({ theme }) => theme.colors.surface},
      0 0 0 5px ${({ theme }) => theme.colors.primary.text};
  }
`;

const KeysHint = styled.p`
  display: none;
  margin-top: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;

  @media (hover: hover) and (pointer: fine) {
    display: block;
  }
`;

const Panel = styled.section`
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/** /swipe-game: like or pass one profile at a time, SWIPE_LIKES_PER_DAY likes a day (spec §6). */
export function SwipeGamePage() {
  const { redirect } = useMembersOnly();
  return redirect ?? <SwipeGame />;
}

function SwipeGame() {
  const [toast, showToast] = useToast();
  const game = useSwipeGame(showToast);
  const limitReached = game.likesLeft !== null && game.likesLeft <= 0 && game.leaving === null;
  useArrowKeys(limitReached || game.stack.length === 0 ? null : game.decide);

  return (
    <Column data-testid="swipe-game">
      <Head>
        <div>
          <PageTitle>
            <FormattedMessage id="page.swipeGame.title" />
          </PageTitle>
          <Intro>
            <FormattedMessage id="page.swipeGame.intro" />
          </Intro>
        </div>
        {game.likesLeft !== null && <LikesLeft left={game.likesLeft} />}
      </Head>
      {limitReached ? (
        <SwipeLimit resetsAt={game.resetsAt} />
      ) : game.error ? (
        <Alert tone="danger" data-testid="swipe-error">
          <ErrorMessage error={game.error} />{' '}
          <Button variant="ghost" size="sm" onClick={() => void game.retry()}>
            <FormattedMessage id="matching.retry" />
          </Button>
        </Alert>
      ) : game.loading ? (
        <Skeleton $height="auto" $radius="lg" style={{ aspectRatio: '4 / 5' }} data-testid="swipe-loading" />
      ) : game.exhausted ? (
        <NoOneNew />
      ) : (
        <Deck game={game} />
      )}
      {toast}
    </Column>
  );
}

function Deck({ game }: { game: ReturnType<typeof useSwipeGame> }) {
  const intl = useIntl();
  const top = game.stack[0];
  const busy = game.leaving !== null;
  return (
    <>
      <Stack>
        {[...game.stack].reverse().map((profile) => {
          const depth = game.stack.indexOf(profile);
          return (
            <SwipeCard
              key={profile.id}
              profile={profile}
              depth={depth}
              leaving={depth === 0 && game.leaving?.id === profile.id ? game.leaving : null}
              onDecide={game.decide}
            />
          );
        })}
      </Stack>
      <Controls>
        <RoundButton
          type="button"
          onClick={() => game.decide(false)}
          disabled={busy}
          aria-label={intl.formatMessage({ id: 'matching.swipe.pass' }, { name: top?.name ?? '' })}
          data-testid="swipe-pass"
        >
          <Icon name="close" size={30} />
        </RoundButton>
        <RoundButton
          type="button"
          $like
          onClick={() => game.decide(true)}
          disabled={busy}
          aria-label={intl.formatMessage({ id: 'matching.swipe.like' }, { name: top?.name ?? '' })}
          data-testid="swipe-like"
        >
          <FilledHeart size={34} />
        </RoundButton>
      </Controls>
      <KeysHint>
        <FormattedMessage id="matching.swipe.keys" />
      </KeysHint>
    </>
  );
}

function LikesLeft({ left }: { left: number }) {
  const shown = Math.max(0, Math.min(left, SWIPE_LIKES_PER_DAY));
  return (
    <Hearts data-testid="swipe-likes-left" data-left={left}>
      <HeartRow aria-hidden="true">
        {Array.from({ length: SWIPE_LIKES_PER_DAY }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the hearts are places, not things
          <Heart key={index} $on={index < shown}>
            <FilledHeart size={18} />
          </Heart>
        ))}
      </HeartRow>
      <FormattedMessage id="matching.swipe.likesLeft" values={{ count: shown }} />
    </Hearts>
  );
}

function NoOneNew() {
  return (
    <Panel>
      <EmptyState
        icon="sparkle"
        title={<FormattedMessage id="matching.swipe.empty.title" />}
        text={<FormattedMessage id="matching.swipe.empty.text" />}
        data-testid="swipe-empty"
      >
        <ButtonLink to={pathTo('members')}>
          <FormattedMessage id="matching.keepBrowsing" />
        </ButtonLink>
        <ButtonLink to={pathTo('match-finder')} $variant="outline">
          <FormattedMessage id="matching.finder.short" />
        </ButtonLink>
      </EmptyState>
    </Panel>
  );
}

/** ← passes and → likes the top card, unless the member is typing or a dialog is open. */
function useArrowKeys(decide: ((like: boolean) => void) | null) {
  const decideRef = useRef(decide);
  decideRef.current = decide;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const target = event.target as Element | null;
      if (target?.closest?.('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      if (!decideRef.current || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      decideRef.current(event.key === 'ArrowRight');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
