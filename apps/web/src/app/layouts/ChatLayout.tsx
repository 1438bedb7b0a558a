import { Outlet } from 'react-router';
import { EntryWarning } from '../../features/site-entry/EntryWarning';
import { Main, Page } from './layout-styles';
import { MAIN_ID, SkipLink } from './parts/SkipLink';
import { TopNav } from './parts/TopNav';

/** Spec §2 chat layout: the full height for the conversation, no footer; entry warning for NL and DE only. */
export function ChatLayout() {
  return (
    <Page data-layout="chat">
      <SkipLink />
      <TopNav />
      <Main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <EntryWarning layout="chat" />
    </Page>
  );
}
