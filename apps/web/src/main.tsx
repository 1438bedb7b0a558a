import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { captureTracking } from './features/signup/tracking';

// The traffic source of the first visit, before anything else can navigate away (spec §3).
captureTracking(new URLSearchParams(window.location.search));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// A transition renders in slices that give the main thread back every few milliseconds, so the first
// render does not block input (and Lighthouse's total blocking time stays low on slow phones).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
