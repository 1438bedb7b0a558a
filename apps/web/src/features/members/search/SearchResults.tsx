import { Button, VisuallyHidden } from '@amora/ui';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorAlert } from '../../error/ErrorAlert';
import { cardsOf, GridSkeleton, ResultsGrid } from './ResultsGrid';
import { EmptyResults, SearchFailed, SimilarBanner, StaleResults } from './SearchNotices';
import { EndOfResults, More } from './search-styles';
import { useInfiniteScroll } from './use-infinite-scroll';
import type { useMemberSearch } from './use-member-search';

type Search = ReturnType<typeof useMemberSearch>;

/** The results column: skeletons, the error, no one, or the cards page by page. */
export function SearchResults({
  search,
  onReset,
  filtered,
}: {
  search: Search;
  onReset: () => void;
  filtered: boolean;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  const { loadMore } = search;
  const onVisible = useCallback(() => void loadMore(), [loadMore]);
  useInfiniteScroll(sentinel, onVisible, search.hasMore && !search.loadingMore && !search.moreError);
  if (search.status === 'loading') return <GridSkeleton />;
  if (search.status === 'error')
    return <SearchFailed error={search.error} onRetry={search.retry} retrying={search.retrying} />;
  if (search.profiles.length === 0) return <EmptyResults onReset={onReset} filtered={filtered} />;
  const first = search.first;
  // pages cached in this session before the API counted exact matches have no count
  const exactMatches = first?.exactMatches ?? 0;
  return (
    <>
      {search.error !== null && (
        <StaleResults error={search.error} onRetry={search.retry} retrying={search.retrying} />
      )}
      <ResultsGrid
        profiles={search.profiles}
        similar={
          first?.similar
            ? {
                banner: <SimilarBanner relaxed={first.relaxed} exactMatches={exactMatches} />,
                exactMatches,
              }
            : undefined
        }
        gridRef={grid}
      />
      {search.loadingMore && (
        <div style={{ marginTop: 16 }}>
          <GridSkeleton count={5} />
        </div>
      )}
      <More ref={sentinel}>
        <ErrorAlert error={search.moreError} data-testid="search-more-error" />
        <ShowMore search={search} grid={grid} />
        {!search.hasMore && search.error === null && (
          <EndOfResults data-testid="search-end">
            <FormattedMessage id="members.endOfResults" />
          </EndOfResults>
        )}
      </More>
    </>
  );
}

/**
 * "Show more" stays (loading, so it keeps the focus) while the next page loads, which is said politely;
 * a page it was pressed for hands the focus to its first card, so Tab goes on through the new results
 * (the button is gone after the last page).
 */
function ShowMore({ search, grid }: { search: Search; grid: RefObject<HTMLUListElement | null> }) {
  const button = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  const loadedFrom = useRef<number | null>(null);
  const [added, setAdded] = useState(0);
  const { loadingMore, loadMore } = search;
  const count = search.profiles.length;

  useEffect(() => {
    if (loadingMore) {
      loadedFrom.current ??= count;
      return;
    }
    const from = loadedFrom.current;
    const byButton = pressed.current;
    loadedFrom.current = null;
    pressed.current = false;
    if (from === null || count <= from) return;
    setAdded(count - from);
    const focused = document.activeElement;
    if (byButton && (focused === button.current || focused === document.body || focused === null))
      cardsOf(grid.current)[from]?.querySelector<HTMLElement>('a')?.focus();
  }, [loadingMore, count, grid]);

  // pressed while a page loads by itself: that page is the one asked for (a loading Button ignores its
  // click, not the capture phase of it)
  const press = () => {
    pressed.current = true;
    if (!loadingMore) void loadMore();
  };
  return (
    <>
      <VisuallyHidden role="status" data-testid="search-more-status">
        {loadingMore ? (
          <FormattedMessage id="members.loadingMore" />
        ) : (
          added > 0 && <FormattedMessage id="members.loadedMore" values={{ count: added }} />
        )}
      </VisuallyHidden>
      {search.hasMore && (
        <Button
          ref={button}
          variant="outline"
          onClickCapture={press}
          loading={loadingMore}
          data-testid="search-load-more"
        >
          <FormattedMessage id="members.loadMore" />
        </Button>
      )}
    </>
  );
}
