import type { LikesAnswer, ProfileCard, ReceivedLike, SentLike, Settings } from '@amora/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { AppProviders } from '../../app/providers/AppProviders';
import { buildRoutes } from '../../app/router/routes';
import { card, english } from '../members/members-test-fixtures';
import { LikeModalHost } from './LikeModalHost';
import { closeLikeModal } from './like-modal-store';

export { card, english };

/** A fixed clock for like times: the order of the cards is what the tests look at. */
const NOON = Date.parse('2025-06-01T12:00:00Z');
const at = (minutesAgo: number) => new Date(NOON - minutesAgo * 60_000).toISOString();

export const received = (
  id: number,
  minutesAgo: number,
  like_new = false,
  extra: Partial<ProfileCard> = {},
): ReceivedLike => ({
  ...card(id, extra),
  like_new,
  liked_at: at(minutesAgo),
});

export const sent = (id: number, minutesAgo: number, extra: Partial<ProfileCard> = {}): SentLike => ({
  ...card(id, extra),
  liked_at: at(minutesAgo),
});

export const likes = (liked_by: ReceivedLike[], profiles: SentLike[] = []): LikesAnswer => ({
  profiles,
  liked_by,
});

/**
 * The whole app at `path` with the like modals' host mounted beside the layouts, ready before the
 * page: the layouts' own host (LayoutSlots' LikeModalSlot) is a lazy chunk and stays silent beside
 * this one (useIsFirstHost).
 */
export function renderWithLikeModals(path: string, settings: Settings = english) {
  closeLikeModal();
  const [root] = buildRoutes();
  const Shell = root.Component as () => React.ReactElement;
  const withHost = {
    ...root,
    Component: () => (
      <>
        <Shell />
        <LikeModalHost />
      </>
    ),
  };
  const router = createMemoryRouter([withHost], { initialEntries: [path] });
  const utils = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppProviders settings={settings}>
        <RouterProvider router={router} />
      </AppProviders>
    </SWRConfig>,
  );
  return { ...utils, router };
}
