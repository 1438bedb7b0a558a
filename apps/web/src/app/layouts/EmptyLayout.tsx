import { Outlet } from 'react-router';
import { EntryWarning } from '../../features/site-entry/EntryWarning';
import { Main, Page } from './layout-styles';
import { SignupModalSlot } from './parts/LayoutSlots';

/** Spec §2 empty layout: the page alone, with the signup modal; entry warning for NL and DE only. */
export function EmptyLayout() {
  return (
    <Page data-layout="empty">
      <Main>
        <Outlet />
      </Main>
      <SignupModalSlot />
      <EntryWarning layout="empty" />
    </Page>
  );
}
