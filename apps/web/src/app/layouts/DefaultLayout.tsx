import { Outlet } from 'react-router';
import { EntryWarning } from '../../features/site-entry/EntryWarning';
import { TimeBonusBanner } from '../../features/time-bonus/TimeBonusBanner';
import { AfterFirstPaint } from '../shell/AfterFirstPaint';
import { Main, Page } from './layout-styles';
import { Footer } from './parts/Footer';
import { LikeModalSlot, SignupModalSlot, TimeBonusModalSlot, useMemberAlerts } from './parts/LayoutSlots';
import { MAIN_ID, SkipLink } from './parts/SkipLink';
import { TopNav } from './parts/TopNav';

/**
 * Spec §2 default layout: navigation, warning header, footer with disclaimer (and US notice), modals.
 * The footer comes a task after the first paint: it is below the fold on every page but the shortest.
 */
export function DefaultLayout() {
  const { ready, Alerts } = useMemberAlerts();
  return (
    <Page data-layout="default">
      <SkipLink />
      <TopNav />
      <TimeBonusBanner />
      {Alerts && <Alerts />}
      <Main id={MAIN_ID} tabIndex={-1} $pending={!ready} aria-busy={!ready || undefined}>
        <Outlet />
      </Main>
      <AfterFirstPaint>
        <Footer />
      </AfterFirstPaint>
      <EntryWarning layout="default" />
      <SignupModalSlot />
      <TimeBonusModalSlot />
      <LikeModalSlot />
    </Page>
  );
}
