import type { Settings } from '@amora/contracts';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { loadSettings, readInjectedSettings } from '../lib/settings/load-settings';
import { AppProviders } from './providers/AppProviders';
import type { AppRouter } from './router/create-app-router';
import { BootFailure } from './shell/BootFailure';

type Boot =
  | { status: 'loading' }
  | { status: 'ready'; settings: Settings }
  | { status: 'failed'; error: unknown };

function initialBoot(): Boot {
  const injected = readInjectedSettings();
  return injected ? { status: 'ready', settings: injected } : { status: 'loading' };
}

/** Settings first (injected into the page, else fetched), then the providers and the router. */
export function App({ router }: { router: AppRouter }) {
  const [boot, setBoot] = useState<Boot>(initialBoot);

  // Injected settings are on screen already and only checked here, once a request has loaded the
  // contract (see loadSettings); without them this fetches them. Either way a failure is a boot failure.
  useEffect(() => {
    loadSettings().then(
      (settings) =>
        setBoot((current) => (current.status === 'loading' ? { status: 'ready', settings } : current)),
      (error: unknown) => setBoot({ status: 'failed', error }),
    );
  }, []);

  if (boot.status === 'loading') return null;
  if (boot.status === 'failed') return <BootFailure error={boot.error} />;
  return (
    <AppProviders settings={boot.settings}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
