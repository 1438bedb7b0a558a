import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import styled, { createGlobalStyle, css } from 'styled-components';
import { Messenger, ONE_PANE } from '../../features/chat/Messenger';
import { useMessengerShown } from '../../features/chat/use-messenger';
import { EntryWarning } from '../../features/site-entry/EntryWarning';
import { TimeBonusBanner } from '../../features/time-bonus/TimeBonusBanner';
import { useRouteName } from '../router/route-handle';
import { Main, Page } from './layout-styles';
import { LikeModalSlot, TimeBonusModalSlot } from './parts/LayoutSlots';
import { TAB_BAR_HEIGHT } from './parts/nav/BottomTabBar';
import { MAIN_ID, SkipLink } from './parts/SkipLink';
import { TopNav } from './parts/TopNav';

// its own chunk, like the pages: visitors never load the chat
const ChatList = lazy(() =>
  import('../../features/chat/list/ChatList').then((m) => ({ default: m.ChatList })),
);

/** The messenger fills the screen exactly: its panes scroll, the page does not. */
const MessengerPage = styled(Page)<{ $tabBar: boolean }>`
  height: 100vh;
  height: 100dvh;
  min-height: 0;
  overflow: hidden;

  ${({ $tabBar }) =>
    $tabBar &&
    css`
      @media (max-width: 767.98px) {
        height: calc(100dvh - ${TAB_BAR_HEIGHT}px - env(safe-area-inset-bottom));
      }
    `}
`;

const MessengerMain = styled(Main)`
  min-height: 0;
`;

/** The navigation in the page's flow (display: contents keeps its header sticky); gone in a phone's conversation. */
const NavSlot = styled.div<{ $hideOnPhones: boolean }>`
  display: contents;

  ${({ $hideOnPhones }) =>
    $hideOnPhones &&
    css`
      ${ONE_PANE} {
        display: none;
      }
    `}
`;

/** A phone's conversation takes the whole screen, like a messenger: no tab bar, no room kept for it. */
const NoTabBarRoom = createGlobalStyle`
  ${ONE_PANE} {
    html body {
      padding-bottom: 0;
    }
  }
`;

/**
 * Spec §2 chat layout: the full height for the messenger, no footer; entry warning for NL and DE only.
 * Members get the conversation list beside the page (one pane at a time on phones), so the list stays
 * while they move from one conversation to the next. The like modals are here as in the default layout:
 * a match made while the member chats is announced there and then.
 */
export function ChatLayout() {
  const messenger = useMessengerShown();
  const conversationOpen = useRouteName() !== 'chats';
  if (!messenger) {
    return (
      <Page data-layout="chat">
        <SkipLink />
        <TopNav />
        <TimeBonusBanner />
        <Main id={MAIN_ID} tabIndex={-1}>
          <Outlet />
        </Main>
        <EntryWarning layout="chat" />
        <LikeModalSlot />
      </Page>
    );
  }
  return (
    <MessengerPage data-layout="chat" $tabBar={!conversationOpen}>
      <SkipLink />
      <NavSlot $hideOnPhones={conversationOpen}>
        <TopNav />
        <TimeBonusBanner />
      </NavSlot>
      {conversationOpen && <NoTabBarRoom />}
      <MessengerMain id={MAIN_ID} tabIndex={-1}>
        <Messenger
          list={
            <Suspense fallback={null}>
              <ChatList />
            </Suspense>
          }
          conversationOpen={conversationOpen}
        >
          <Outlet />
        </Messenger>
      </MessengerMain>
      <EntryWarning layout="chat" />
      <TimeBonusModalSlot />
      <LikeModalSlot />
    </MessengerPage>
  );
}
