const RESULTS = '[data-testid="members-page"]';
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

export function restoreScrollPlace({ scrollY, anchor }: ScrollPlace): void {
  globalThis.scrollTo?.({ top: scrollY });
  if (!anchor || !/^\d+$/.test(anchor.id)) return;
  const card = document.querySelector(`${RESULTS} [data-profile-id="${anchor.id}"]`);
  if (card) globalThis.scrollBy?.({ top: card.getBoundingClientRect().top - anchor.top });
}
