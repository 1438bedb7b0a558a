import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { captureTracking } from './features/signup/tracking';

// The traffic source of the first visit, before anything else can navigate away (spec §3).
captureTracking(new URLSearchParams(window.location.search));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// The first render starts in a task of its own, after the one that ran the modules' code: two shorter
// tasks rather than one long one keep the page responsive on slow phones (Lighthouse's total blocking
// time counts what each task lasts beyond 50 ms). Preact renders a transition at once, in one go.
const root = createRoot(container);
setTimeout(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
