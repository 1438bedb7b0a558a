import { Icon, ProgressBar } from '@amora/ui';
import { useEffect, useMemo, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { ButtonLink } from '../../lib/routes/button-link';
import { pathTo } from '../../lib/routes/paths';
import { useMembersOnly } from '../account-settings/use-members-only';
import { ErrorAlert } from '../error/ErrorAlert';
import { NotFoundPage } from '../error/NotFoundPage';
import { useLikes } from '../live/live-data';
import { Grid, GridSkeleton } from '../members/search/ResultsGrid';
import { SearchPage, Title } from '../members/search/search-styles';
import { useToast } from '../members/shared/Toast';
import { EmptyState } from './EmptyState';
import { LikeCard } from './LikeCard';
import { LikesTabs } from './LikesTabs';
import { useLikeModal } from './like-modal-store';
import { isLikesTab, type LikesTab, likesByTab } from './likes-by-tab';
import { HeadRow, Subtitle } from './likes-styles';

/** /likes and /likes/{type}: received (the default), sent and matches; any other type is not a page. */
export function LikesPage() {
  const { type = 'received' } = useParams();
  const { redirect } = useMembersOnly();
  if (!isLikesTab(type)) return <NotFoundPage />;
  return redirect ?? <Likes tab={type} />;
}

function Likes({ tab }: { tab: LikesTab }) {
  const { data, error, isLoading } = useLikes();
  const tabs = useMemo(() => data && likesByTab(data), [data]);
  const [toast, showToast] = useToast();
  const counts = tabs && {
    received: tabs.received.length,
    sent: tabs.sent.length,
    matches: tabs.matches.length,
    fresh: tabs.received.filter((like) => like.like_new).length,
  };
  const items = tabs?.[tab];
  const focus = useFocusAfterGoneCard(items);
  return (
    <SearchPage data-testid="likes-page" data-tab={tab}>
      {/* spec §7: the bar on the first load only, not when live events or polling reload the likes */}
      <ProgressBar active={isLoading} />
      <HeadRow>
        <div>
          <Title ref={focus.heading} tabIndex={-1}>
            <FormattedMessage id="page.likes.title" />
          </Title>
          <Subtitle>
            <FormattedMessage id="page.likes.intro" />
          </Subtitle>
        </div>
        <ButtonLink to={pathTo('swipe-game')} $variant="outline" $size="sm" data-testid="likes-swipe-game">
          <Icon name="sparkle" size={18} />
          <FormattedMessage id="matching.swipe.short" />
        </ButtonLink>
      </HeadRow>
      <LikesTabs current={tab} counts={counts} />
      {items ? (
        items.length > 0 ? (
          <Grid ref={focus.grid} data-testid="likes-grid">
            {items.map((item, index) => (
              <LikeCard key={item.id} item={item} tab={tab} eager={index < 6} onError={showToast} />
            ))}
          </Grid>
        ) : (
          <LikesEmpty tab={tab} />
        )
      ) : error ? (
        <ErrorAlert error={error} data-testid="likes-error" />
      ) : (
        <GridSkeleton count={8} />
      )}
      {toast}
    </SearchPage>
  );
}

/** The card that had the focus last: its place in the grid and which of its controls it was. */
interface FocusedCard {
  id: string;
  index: number;
  control: string | null;
}

/**
 * A card's button can take its card away (Unlike; Like back moves it to Matches) or open the match
 * modal, which finds the control it came from gone when it closes: the focus would fall to the page.
 * It goes to the card now in that place (the same control), else the one before, else the heading.
 */
function useFocusAfterGoneCard(items: unknown) {
  const grid = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const last = useRef<FocusedCard | null>(null);
  const modalOpen = useLikeModal() !== null;

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const cards = [...(grid.current?.children ?? [])] as HTMLElement[];
      const index = target ? cards.findIndex((card) => card.contains(target)) : -1;
      if (target && index >= 0) {
        const id = cards[index].dataset.profileId ?? '';
        last.current = { id, index, control: target.dataset.testid ?? null };
      } else if (!target?.closest('[aria-modal="true"]')) last.current = null;
    };
    const forget = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest('[aria-modal="true"]') && !grid.current?.contains(target)) last.current = null;
    };
    document.addEventListener('focusin', remember);
    document.addEventListener('pointerdown', forget);
    return () => {
      document.removeEventListener('focusin', remember);
      document.removeEventListener('pointerdown', forget);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the cards or a closed modal
  useEffect(() => {
    const gone = last.current;
    const focused = document.activeElement;
    if (!gone || modalOpen || (focused !== null && focused !== document.body)) return;
    const cards = [...(grid.current?.children ?? [])] as HTMLElement[];
    const card =
      cards.find((item) => item.dataset.profileId === gone.id) ?? cards[gone.index] ?? cards[gone.index - 1];
    const controls = [...(card?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? [])];
    const target =
      controls.find((item) => item.dataset.testid === gone.control) ?? controls[0] ?? heading.current;
    target?.focus();
  }, [items, modalOpen]);

  return { grid, heading };
}

const EMPTY_ICON = { received: 'heart', sent: 'sparkle', matches: 'chat' } as const;

/** Nothing in this tab yet: what it will hold, and where to find someone. */
function LikesEmpty({ tab }: { tab: LikesTab }) {
  return (
    <EmptyState
      icon={EMPTY_ICON[tab]}
      title={<FormattedMessage id={`likes.empty.${tab}.title`} />}
      text={<FormattedMessage id={`likes.empty.${tab}.text`} />}
      data-testid={`likes-empty-${tab}`}
    >
      <ButtonLink to={pathTo('members')} data-testid="likes-empty-search">
        <Icon name="search" size={20} />
        <FormattedMessage id="likes.empty.search" />
      </ButtonLink>
      <ButtonLink to={pathTo('swipe-game')} $variant="outline" data-testid="likes-empty-swipe">
        <Icon name="sparkle" size={20} />
        <FormattedMessage id="likes.empty.swipe" />
      </ButtonLink>
    </EmptyState>
  );
}
