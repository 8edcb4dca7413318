import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/mantine-base';
import { Providers } from './app/providers';
import { App } from './app/app';
import { Footer } from './app/shell-layout';
import { HeaderTrail } from './app/header';
import { preloadPageAt } from './app/routes';
import { startSession } from './features/auth/session-service';
import { applyAppStyles } from './lib/app-styles';
import { useSelection } from './features/catalogue/selection-store';

// The silent guest sign-in (or the stored session's renewal) starts before React draws anything: its
// answer, which the first page waits for, is on its way while the app renders the header.
void startSession();

// The first page, the header's trail and the footer are drawn in React's first commit, not behind a
// Suspense fallback: their modules (hinted in the page's head) and the app's styles are awaited first
// (docs/decisions/0057).
const { airportid, direction } = useSelection.getState();
const trail = airportid && direction ? HeaderTrail.preload().catch(() => undefined) : undefined;
void Promise.all([applyAppStyles(), preloadPageAt(location.pathname), trail, Footer.preload().catch(() => undefined)]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <App />
      </Providers>
    </StrictMode>,
  ),
);
