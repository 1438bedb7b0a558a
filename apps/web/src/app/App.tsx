import type { Settings } from '@amora/contracts';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { loadSettings, readInjectedSettings } from '../lib/settings/load-settings';
import { AppProviders } from './providers/AppProviders';
import { createAppRouter } from './router/create-app-router';
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
export function App() {
  const [boot, setBoot] = useState<Boot>(initialBoot);
  const [router] = useState(createAppRouter);

  useEffect(() => {
    if (boot.status !== 'loading') return;
    loadSettings().then(
      (settings) => setBoot({ status: 'ready', settings }),
      (error: unknown) => setBoot({ status: 'failed', error }),
    );
  }, [boot.status]);

  if (boot.status === 'loading') return null;
  if (boot.status === 'failed') return <BootFailure error={boot.error} />;
  return (
    <AppProviders settings={boot.settings}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
