import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router/create-app-router';
import { captureTracking } from './features/signup/tracking';

// The traffic source of the first visit, before anything else can navigate away (spec §3).
captureTracking(new URLSearchParams(window.location.search));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// Three tasks rather than one: the modules' code (this one), the router (it reads the URL and the
// scroll positions kept in sessionStorage, and starts loading the page's code), then the first render.
// Shorter tasks keep the page responsive on slow phones (Lighthouse's total blocking time counts what
// each task lasts beyond 50 ms). Preact renders a transition at once, in one go.
const root = createRoot(container);
setTimeout(() => {
  const router = createAppRouter();
  setTimeout(() =>
    startTransition(() => {
      root.render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    }),
  );
});
