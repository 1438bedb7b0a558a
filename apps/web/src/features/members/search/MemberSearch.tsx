import type { User } from '@amora/contracts';
import { Icon, Modal } from '@amora/ui';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigationType, useSearchParams } from 'react-router';
import { useSettings } from '../../../app/providers/SettingsContext';
import { errorCodeOf } from '../../../lib/api';
import { useOwnProfile } from '../../profile/use-own-profile';
import { readTracking } from '../../signup/tracking';
import { useMediaQuery } from '../shared/use-media-query';
import { PageHead } from './PageHead';
import { SearchFilters } from './SearchFilters';
import { JoinToSearch } from './SearchNotices';
import { SearchResults } from './SearchResults';
import { openedCard, readScrollPlace, restoreScrollPlace, type ScrollPlace } from './scroll-place';
import { markFiltersChosen, writeSearchScroll } from './search-cache';
import {
  countFilters,
  type SearchFilters as Filters,
  filtersFromQuery,
  filtersKey,
  filtersToQuery,
} from './search-params';
import { Body, FilterCount, FilterToggle, SearchPage, Sidebar, SidebarTitle } from './search-styles';
import { useFirstSearchDefaults, visitorMaySearch } from './use-first-search-defaults';
import { useFitInWindow } from './use-fit-in-window';
import { useMemberSearch } from './use-member-search';

const DESKTOP = '(min-width: 992px)';

export function MemberSearch({ viewer }: { viewer: User | null }) {
  const settings = useSettings();
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const query = params.toString();
  const member = viewer !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string stands for params
  const filters = useMemo(
    () =>
      filtersFromQuery(params, {
        // a visitor has no place to measure from: a distance in a shared link is left out, not refused
        fields: member
          ? settings.search_fields
          : settings.search_fields.filter((field) => field !== 'distance'),
        countries: settings.countries,
        minAge: settings.min_age,
      }),
    [query, settings, member],
  );
  const viewerKey = viewer ? String(viewer.id) : 'visitor';
  // the member's place (the distance filter needs it), whom they seek and their country; null: none to be had
  const ownProfile = useOwnProfile();
  const own = ownProfile.error ? null : ownProfile.profile;
  // where the settings already refuse a visitor, the join card shows without asking the API
  const refused = viewer === null && !visitorMaySearch(settings, readTracking());
  const waiting = useFirstSearchDefaults(
    viewer ? { member: true, own } : { member: false },
    { settings, untouched: query === '' && !refused },
    setParams,
  );
  const search = useMemberSearch(filters, viewerKey, navigationType === 'POP', waiting || refused);
  const hasPlace = Boolean(own?.place);
  const desktop = useMediaQuery(DESKTOP);
  const [sheetOpen, setSheetOpen] = useState(false);
  const fitSidebar = useFitInWindow();

  // The URL changes just after the submit event: a navigation (a transition) inside a form's submit
  // event makes React 19 treat the form as an action form.
  const [applied, setApplied] = useState<Filters | null>(null);
  useEffect(() => {
    if (!applied) return;
    setApplied(null);
    setParams(filtersToQuery(applied));
    globalThis.scrollTo?.({ top: 0 });
  }, [applied, setParams]);
  const apply = (next: Filters) => {
    markFiltersChosen();
    setSheetOpen(false);
    setApplied(next);
  };
  useRestoreScroll(search.restoredPlace);
  useKeepScroll(filtersKey(filters), viewerKey);

  const filterForm = (
    <SearchFilters
      filters={filters}
      onApply={apply}
      hasPlace={hasPlace}
      loggedIn={viewer !== null}
      inSheet={!desktop}
    />
  );
  const needsLogin =
    refused || (search.status === 'error' && errorCodeOf(search.error) === 'search_requires_login');
  return (
    <SearchPage
      data-search-page=""
      data-testid="members-page"
      onClickCapture={(event) => {
        const opened = openedCard(event.target);
        if (opened) writeSearchScroll(filtersKey(filters), viewerKey, { ...readScrollPlace(), opened });
      }}
    >
      <PageHead answer={search.first}>
        {!desktop && !needsLogin && (
          <FilterButton count={countFilters(filters)} onClick={() => setSheetOpen(true)} />
        )}
      </PageHead>
      {needsLogin ? (
        <JoinToSearch />
      ) : (
        <Body>
          {desktop && (
            <Sidebar ref={fitSidebar} data-testid="search-sidebar">
              <SidebarTitle>
                <FormattedMessage id="members.filters" />
              </SidebarTitle>
              {filterForm}
            </Sidebar>
          )}
          <div>
            <SearchResults search={search} onReset={() => apply({})} filtered={countFilters(filters) > 0} />
          </div>
        </Body>
      )}
      <FilterSheet open={sheetOpen && !desktop} onClose={() => setSheetOpen(false)}>
        {filterForm}
      </FilterSheet>
    </SearchPage>
  );
}

function FilterButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <FilterToggle variant="outline" onClick={onClick} data-testid="search-filters-open">
      <Icon name="filter" size={18} />
      <FormattedMessage id="members.filters" />
      {count > 0 && <FilterCount data-testid="search-filter-count">{count}</FilterCount>}
    </FilterToggle>
  );
}

function FilterSheet({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'members.filters' })}
      closeLabel={intl.formatMessage({ id: 'members.close' })}
      data-testid="search-filter-sheet"
    >
      {children}
    </Modal>
  );
}

/** Back from a profile: the cached pages are on screen at once, so the old position can be restored. */
function useRestoreScroll(place: ScrollPlace | null) {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current || place === null) return;
    done.current = true;
    restoreScrollPlace(place);
  }, [place]);
}

/**
 * Keeps the scroll position beside the cached pages while the member scrolls. Only on this page: the
 * scroll to the top of the profile opened next comes while this page is still mounted.
 */
function useKeepScroll(key: string, viewer: string) {
  useEffect(() => {
    const address = () => `${globalThis.location.pathname}${globalThis.location.search}`;
    const here = address();
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (address() === here) writeSearchScroll(key, viewer, readScrollPlace());
      });
    };
    globalThis.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      globalThis.removeEventListener('scroll', onScroll);
    };
  }, [key, viewer]);
}
