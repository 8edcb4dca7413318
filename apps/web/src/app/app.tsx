import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { useSession } from '../features/auth/session-store';
import { rolesOf } from '../features/auth/roles';
import { CHECK_EVERY_MS, keepSessionAlive, startSession } from '../features/auth/session-service';
import { buildRoutes, type Gate } from './build-routes';

function useGate(): Gate {
  const phase = useSession((s) => s.phase);
  const userdefault = useSession((s) => s.detail?.userdefault);
  if (phase === 'starting') return { kind: 'starting' };
  if (phase === 'signed-out' || !userdefault) return { kind: 'signed-out' };
  if (userdefault.resetpassword === 'Y') return { kind: 'reset-pending' };
  return { kind: 'signed-in', roles: rolesOf(userdefault) };
}

/** The app: routes follow the signed-in user's roles; the session is started, checked and renewed here. */
export function App() {
  const gate = useGate();
  const key = gate.kind === 'signed-in' ? `in:${gate.roles.join(',')}` : gate.kind;
  // The router is rebuilt only when the gate changes; the URL stays where it is.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const router = useMemo(() => createBrowserRouter(buildRoutes(gate)), [key]);

  useEffect(() => {
    void startSession();
    const timer = setInterval(() => void keepSessionAlive(), CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);

  // A new router is a new tree: keyed, React mounts it afresh instead of keeping the old one's page state.
  return <RouterProvider key={key} router={router} />;
}
