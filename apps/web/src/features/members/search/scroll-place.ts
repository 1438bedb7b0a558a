/** The search page (MemberSearch). */
const RESULTS = '[data-search-page]';
/** The results' cards, by their profile id (ProfileCard). */
const CARDS = `${RESULTS} [data-profile-id]`;

/**
 * Where the member stands in the results: the window's scroll, and the first card on screen with its
 * distance from the top of the window. The card is what back from a profile restores: an alert that
 * shows or goes above the results meanwhile moves the scroll position, not the card.
 */
export interface ScrollPlace {
  scrollY: number;
  anchor: { id: string; top: number } | null;
  /** The card opened last: back from its profile it has the focus again, where Tab goes on. */
  opened?: string | null;
}

export function readScrollPlace(): ScrollPlace {
  const scrollY = globalThis.scrollY ?? 0;
  for (const card of document.querySelectorAll<HTMLElement>(CARDS)) {
    const { top, bottom } = card.getBoundingClientRect();
    const id = card.dataset.profileId;
    if (bottom > 0 && id) return { scrollY, anchor: { id, top } };
  }
  return { scrollY, anchor: null };
}

const cardOf = (id: string | null | undefined) =>
  id && /^\d+$/.test(id) ? document.querySelector<HTMLElement>(`${RESULTS} [data-profile-id="${id}"]`) : null;

export function restoreScrollPlace({ scrollY, anchor, opened }: ScrollPlace): void {
  globalThis.scrollTo?.({ top: scrollY });
  const card = cardOf(anchor?.id);
  if (anchor && card) globalThis.scrollBy?.({ top: card.getBoundingClientRect().top - anchor.top });
  cardOf(opened)?.focus({ preventScroll: true });
}

/** The id of the card a click (or Enter) in the results opened, if it was one. */
export function openedCard(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  return target.closest<HTMLElement>(CARDS)?.dataset.profileId ?? null;
}
