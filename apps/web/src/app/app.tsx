import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { CHECK_EVERY_MS, keepSessionAlive } from '../features/auth/session-service';
import { appRoutes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;
let router: Router | undefined;

/**
 * One router for every user: its gate layouts and route table decide who sees what (docs/decisions/0016).
 * It is made on first need, not while the entry script runs: on a phone, matching and ranking the route
 * table is a task of its own before the first render (docs/decisions/0180).
 */
export const appRouter = (): Router => (router ??= createBrowserRouter(appRoutes()));

/** Answers once the router has matched the first location and loaded its lazy route, if any. */
export function routerReady(): Promise<void> {
  const r = appRouter();
  if (r.state.initialized) return Promise.resolve();
  return new Promise((done) => {
    const stop = r.subscribe((s) => {
      if (!s.initialized) return;
      stop();
      done();
    });
  });
}

/** The app: the session (started by main.tsx before the first render) is checked and renewed here. */
export function App() {
  useEffect(() => {
    const timer = setInterval(() => void keepSessionAlive(), CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  return <RouterProvider router={appRouter()} />;
}
