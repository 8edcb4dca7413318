import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { CHECK_EVERY_MS, keepSessionAlive } from '../features/auth/session-service';
import { appRoutes } from './routes';

/** One router for every user: its gate layouts and route table decide who sees what (docs/decisions/0016). */
const router = createBrowserRouter(appRoutes());

/** The app: the session (started by main.tsx before the first render) is checked and renewed here. */
export function App() {
  useEffect(() => {
    const timer = setInterval(() => void keepSessionAlive(), CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  return <RouterProvider router={router} />;
}
