import { openedCard, readScrollPlace, restoreScrollPlace } from './scroll-place';
import { readSearchCache, writeSearchCache, writeSearchScroll } from './search-cache';

/** jsdom lays nothing out: each card stands `top` px below the top of the page, 200 px high. */
function renderCards(tops: Record<string, number>) {
  document.body.innerHTML = `<div data-search-page>${Object.keys(tops)
    .map((id) => `<a href="#p${id}" data-profile-id="${id}"></a>`)
    .join('')}</div>`;
  for (const card of document.querySelectorAll<HTMLElement>('[data-profile-id]')) {
    card.getBoundingClientRect = () => {
      const top = tops[card.dataset.profileId ?? ''] - globalThis.scrollY;
      return { top, bottom: top + 200 } as DOMRect;
    };
  }
}

function scrollWindowTo(y: number) {
  Object.defineProperty(globalThis, 'scrollY', { value: y, configurable: true });
}

beforeEach(() => {
  scrollWindowTo(0);
  globalThis.scrollTo = jest.fn(({ top }: ScrollToOptions) => scrollWindowTo(top ?? 0)) as never;
  globalThis.scrollBy = jest.fn(({ top }: ScrollToOptions) =>
    scrollWindowTo(globalThis.scrollY + (top ?? 0)),
  ) as never;
  sessionStorage.clear();
});

describe('the place in the search results', () => {
  it('is the first card on screen and how far below the top of the window it stands', () => {
    renderCards({ 11: 100, 12: 300, 13: 500 });
    scrollWindowTo(350);
    expect(readScrollPlace()).toEqual({ scrollY: 350, anchor: { id: '12', top: -50 } });
  });

  it('puts that card back where it stood when an alert of 143 px now shows above the results', () => {
    renderCards({ 11: 100, 12: 300, 13: 500 });
    scrollWindowTo(350);
    const place = readScrollPlace();
    renderCards({ 11: 243, 12: 443, 13: 643 });
    restoreScrollPlace(place);
    expect(globalThis.scrollY).toBe(493);
    expect(document.querySelector('[data-profile-id="12"]')?.getBoundingClientRect().top).toBe(-50);
  });

  it('falls back to the scroll position when the card is gone or was never known', () => {
    renderCards({ 21: 100 });
    restoreScrollPlace({ scrollY: 350, anchor: { id: '12', top: -50 } });
    expect(globalThis.scrollY).toBe(350);
    restoreScrollPlace({ scrollY: 120, anchor: { id: '"]<script>', top: 0 } });
    expect(globalThis.scrollY).toBe(120);
  });

  it('gives the card opened last the focus again, without scrolling to it', () => {
    renderCards({ 11: 100, 12: 300, 13: 500 });
    const opened = openedCard(document.querySelector('[data-profile-id="13"]'));
    expect(opened).toBe('13');
    expect(openedCard(document.body)).toBeNull();
    restoreScrollPlace({ scrollY: 350, anchor: { id: '12', top: -50 }, opened });
    expect(document.activeElement?.getAttribute('data-profile-id')).toBe('13');
    expect(globalThis.scrollY).toBe(350);
  });

  it('is kept beside the cached pages, and a cache of an older build without one still reads', () => {
    const page = { profiles: [], page: 1 } as never;
    writeSearchCache({ key: 'k', viewer: '7', pages: [page], scrollY: 0, anchor: null });
    writeSearchScroll('k', '7', { scrollY: 350, anchor: { id: '12', top: -50 } });
    expect(readSearchCache('k', '7')).toMatchObject({ scrollY: 350, anchor: { id: '12', top: -50 } });
    sessionStorage.setItem(
      'amora:members-search',
      JSON.stringify({ key: 'k', viewer: '7', pages: [page], scrollY: 80, savedAt: Date.now() }),
    );
    expect(readSearchCache('k', '7')).toMatchObject({ scrollY: 80, anchor: null, opened: null });
  });
});
