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

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// A reload of a page whose state the browser holds draws the view the visitor left (docs/decisions/0061).
keepViewOnLeave(new URL(import.meta.url).pathname);

// The first page and the header's trail are drawn in React's first commit, not behind a Suspense
// fallback: their modules (hinted in the page's head) are awaited first (docs/decisions/0057), and so is
// the router's first match. The footer, below the first screen, is drawn after them. The first render is a
// transition: React draws it in slices of a few milliseconds, so a phone's main thread is never held for
// long (docs/decisions/0180); what the page shows meanwhile (the HTML's header row, a first view) stays.
// Evaluating this script is a long task on a phone already, so each step after it is a task of its own
// (docs/decisions/0201): the silent guest sign-in (or the stored session's check) starts, the first page's
// modules are asked for, then the first render waits for the sign-in's answer, 1 s at most (the page drawn
// by the server, or the header row, stays meanwhile): a store that changes while React draws in slices makes
// it draw everything again in one task, which the answer did when it arrived mid-render. Then the router is
// made, and React's root.
const SESSION_WAIT_MS = 1000;
const session = nextTask().then(() => startSession());
void nextTask()
  .then(() => {
    const trail = tripChosen(useSelection.getState()) ? HeaderTrail.preload().catch(() => undefined) : undefined;
    return Promise.all([preloadPageAt(location.pathname), trail]);
  })
  // A sign-in that fails is the session's to show (the sign-in page, the 502 page): the app starts whatever it answers.
  .then(() => Promise.race([session.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, SESSION_WAIT_MS))]))
  .then(nextTask)
  .then(routerReady)
  .then(nextTask)
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
