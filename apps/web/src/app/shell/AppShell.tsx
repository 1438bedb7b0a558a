import { ProgressBar } from '@amora/ui';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { FlashToast } from '../../features/flash/FlashToast';
import { LiveConnection } from '../../features/live/LiveConnection';
import { TrackingCapture } from '../../features/signup/TrackingCapture';
import { ChunkPreloadGuard } from './ChunkPreloadGuard';
import { DocumentTitle } from './DocumentTitle';
import { OfflineBanner } from './OfflineBanner';
import { SessionExpiredRedirect } from './SessionExpiredRedirect';

/** Around every layout: navigation progress, page title, offline banner and the chunk reload guard. */
export function AppShell() {
  const navigation = useNavigation();
  return (
    <>
      <ProgressBar active={navigation.state !== 'idle'} />
      <DocumentTitle />
      <LiveConnection />
      <ChunkPreloadGuard />
      <OfflineBanner />
      <SessionExpiredRedirect />
      <TrackingCapture />
      <FlashToast />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
