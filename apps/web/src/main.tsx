import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { captureTracking } from './features/signup/tracking';

// The traffic source of the first visit, before anything else can navigate away (spec §3).
captureTracking(new URLSearchParams(window.location.search));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
