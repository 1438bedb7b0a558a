import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFetch, renderApp } from '../../../test-utils/render-app';
import { asMember, card, english, resetBrowserState, searchAnswer } from '../members-test-fixtures';

/** An IntersectionObserver the test drives: `show` says the observed element came near the viewport. */
class FakeObserver {
  static all: FakeObserver[] = [];
  element: Element | null = null;
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.all.push(this);
  }
  /** The observers of the element around "Show more" (the footer has one of its own). */
  static active() {
    const more = screen.queryByTestId('search-load-more');
    return FakeObserver.all.filter((observer) => more && observer.element?.contains(more));
  }
  observe(element: Element) {
    this.element = element;
  }
  disconnect() {
    this.element = null;
  }
  show() {
    this.callback([{ isIntersecting: true }]);
  }
}

beforeEach(() => {
  resetBrowserState();
  FakeObserver.all = [];
  Object.assign(globalThis, { IntersectionObserver: FakeObserver });
});
afterEach(() => Reflect.deleteProperty(globalThis, 'IntersectionObserver'));

/**
 * Three pages of one card each (the first two of similar results: an exact match and a similar profile);
 * the second waits until the test lets it through.
 */
function threePages(similar = false) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetch = installFetch({
    ...asMember,
    'GET /api/search.php': () => {
      const page = fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/search.php')).length;
      if (page === 1 && similar)
        return {
          body: searchAnswer([card(1), card(9)], {
            next_cursor: 'c1',
            numResults: 4,
            similar: true,
            relaxed: ['hair'],
            exactMatches: 1,
          }),
        };
      if (page === 1) return { body: searchAnswer([card(1)], { next_cursor: 'c1', numResults: 3 }) };
      if (page === 2) return { body: searchAnswer([card(2)], { next_cursor: 'c2', page: 2, numResults: 3 }) };
      return { body: searchAnswer([card(3)], { page: 3, numResults: 3 }) };
    },
  });
  let searches = 0;
  const slowSecondPage = async (url: string, init?: RequestInit) => {
    if (String(url).startsWith('/api/search.php') && ++searches === 2) await held;
    return fetch(url, init);
  };
  Object.assign(globalThis, { fetch: slowSecondPage });
  return { release: () => act(async () => release()) };
}

const cardLinks = () => screen.getAllByTestId('profile-card');

describe('/members "Show more"', () => {
  it('keeps the focus while the next page loads, says so, and hands it to the first new card', async () => {
    const server = threePages();
    renderApp('/members', english);
    const more = await screen.findByTestId('search-load-more');
    more.focus();
    fireEvent.click(more);

    await waitFor(() => expect(more.getAttribute('aria-disabled')).toBe('true'));
    expect(screen.getByTestId('search-load-more')).toBe(more);
    expect(more.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(more);
    expect(screen.getByTestId('search-more-status').textContent).toBe('Loading more members…');
    fireEvent.click(more); // pressed again while busy: no second request

    await server.release();
    await waitFor(() => expect(cardLinks()).toHaveLength(2));
    expect(document.activeElement).toBe(cardLinks()[1]);
    expect(screen.getByTestId('search-more-status').textContent).toBe('1 more member shown');
    expect(more.hasAttribute('aria-disabled')).toBe(false);

    // the last page: the button goes, the focus still lands on the new card
    more.focus();
    fireEvent.click(more);
    await waitFor(() => expect(cardLinks()).toHaveLength(3));
    expect(screen.queryByTestId('search-load-more')).toBeNull();
    expect(document.activeElement).toBe(cardLinks()[2]);
  });

  it('hands the focus to the first new card past the headings of similar results', async () => {
    const server = threePages(true);
    renderApp('/members', english);
    const more = await screen.findByTestId('search-load-more');
    expect(screen.getByTestId('search-exact')).toBeTruthy();
    more.focus();
    fireEvent.click(more);
    await server.release();
    await waitFor(() => expect(cardLinks()).toHaveLength(3));
    expect(document.activeElement).toBe(cardLinks()[2]);
  });

  it('a press while a page loads by itself hands the focus to that page', async () => {
    const server = threePages();
    renderApp('/members', english);
    const more = await screen.findByTestId('search-load-more');
    await waitFor(() => expect(FakeObserver.active()).toHaveLength(1));
    act(() => FakeObserver.active()[0].show());
    await waitFor(() => expect(more.getAttribute('aria-disabled')).toBe('true'));
    more.focus();
    fireEvent.click(more);
    await server.release();
    await waitFor(() => expect(cardLinks()).toHaveLength(2));
    expect(document.activeElement).toBe(cardLinks()[1]);
  });

  it('loads nothing by itself while the member tabs through the page, and again once they scroll', async () => {
    const server = threePages();
    renderApp('/members', english);
    await screen.findByTestId('search-load-more');
    await waitFor(() => expect(FakeObserver.active()).toHaveLength(1));

    fireEvent.keyDown(document.body, { key: 'Tab' });
    await waitFor(() => expect(FakeObserver.active()).toHaveLength(0));

    fireEvent.wheel(document.body);
    await waitFor(() => expect(FakeObserver.active()).toHaveLength(1));
    act(() => FakeObserver.active()[0].show());
    await server.release();
    await waitFor(() => expect(cardLinks()).toHaveLength(2));
    // an automatic load leaves the focus where it was
    expect(document.activeElement).toBe(document.body);
  });
});
