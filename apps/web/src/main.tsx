import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/mantine-base';
import { Providers } from './app/providers';
import { App, routerReady } from './app/app';
import { HeaderTrail } from './app/header';
import { keepViewOnLeave } from './app/kept-view';
import { preloadPageAt } from './app/routes';
import { startSession } from './features/auth/session-service';
import { tripChosen, useSelection } from './features/catalogue/selection-store';

// The silent guest sign-in (or the stored session's renewal) starts before React draws anything: its
// answer, which the first page waits for, is on its way while the app renders the header.
void startSession();
// A reload of a page whose state the browser holds draws the view the visitor left (docs/decisions/0061).
keepViewOnLeave(new URL(import.meta.url).pathname);

// The first page and the header's trail are drawn in React's first commit, not behind a Suspense
// fallback: their modules (hinted in the page's head) are awaited first (docs/decisions/0057), and so is
// the router's first match, made in a task of its own. The footer, below the first screen, is drawn after
// them, in a task of its own. The first render is a transition: React draws it in slices of a few
// milliseconds, so a phone's main thread is never held for long (docs/decisions/0180); what the page shows
// meanwhile (the HTML's header row, a first view) stays.
const trail = tripChosen(useSelection.getState()) ? HeaderTrail.preload().catch(() => undefined) : undefined;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
void Promise.all([preloadPageAt(location.pathname), trail])
  .then(nextTask)
  .then(routerReady)
  .then(() => {
    const root = createRoot(document.getElementById('root')!);
    startTransition(() =>
      root.render(
        <StrictMode>
          <Providers>
            <App />
          </Providers>
        </StrictMode>,
      ),
    );
  });
