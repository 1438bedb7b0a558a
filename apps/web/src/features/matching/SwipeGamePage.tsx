import { SWIPE_LIKES_PER_DAY } from '@amora/contracts';
import { Alert, Button, Icon, Skeleton } from '@amora/ui';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../lib/routes/button-link';
import { pathTo } from '../../lib/routes/paths';
import { useMembersOnly } from '../account-settings/use-members-only';
import { ErrorMessage } from '../error/ErrorMessage';
import { EmptyState } from '../likes/EmptyState';
import { FilledHeart } from '../likes/like-scene-styles';
import { useToast } from '../members/shared/Toast';
import { Column } from './matching-styles';
import { SwipeCard } from './SwipeCard';
import { SwipeLimit } from './SwipeLimit';
import {
  Controls,
  DeckBox,
  Head,
  HeadIntro,
  HeadTitle,
  Heart,
  HeartRow,
  Hearts,
  KeysHint,
  Panel,
  RoundButton,
} from './swipe-game-styles';
import { useDeckTop } from './use-deck-top';
import { useSwipeGame } from './use-swipe-game';

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
  const column = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLElement>(null);
  useDeckTop(column, head);

  return (
    <Column ref={column} data-testid="swipe-game">
      <Head ref={head}>
        <HeadTitle>
          <FormattedMessage id="page.swipeGame.title" />
        </HeadTitle>
        {game.likesLeft !== null && <LikesLeft left={game.likesLeft} />}
        <HeadIntro>
          <FormattedMessage id="page.swipeGame.intro" />
        </HeadIntro>
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
        <DeckBox>
          <Skeleton $height="100%" $radius="lg" data-testid="swipe-loading" />
        </DeckBox>
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
      <DeckBox>
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
      </DeckBox>
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
