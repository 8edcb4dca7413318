import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../features/auth/session-store';
import { usePrincipal } from '../features/auth/principal';
import { drewFirstView } from '../features/catalogue/first-view';
import { KeptPage, useKeptPage } from './kept-view';
import { paths } from './paths';
import { pageAt } from './route-access';

export type Gate = 'starting' | 'signed-out' | 'reset-pending' | 'signed-in';

/** Where the session stands: loading, none, a forced password change pending, or signed in. */
export function useGate(): Gate {
  const phase = useSession((s) => s.phase);
  const userdefault = useSession((s) => s.detail?.userdefault);
  if (phase === 'starting') return 'starting';
  if (phase === 'signed-out' || !userdefault) return 'signed-out';
  return userdefault.resetpassword === 'Y' ? 'reset-pending' : 'signed-in';
}

/**
 * Who may see the routes below (storefront section 2). Nothing shows while the sign-in loads (the shell's
 * Loading modal does) but, on a first visit, the sign-in pages, and a shopper's home page the server drew
 * (docs/decisions/0059); a forced password change sends everything but /change-password there; the
 * signed-in pages send a visitor without a session to /login.
 * - `sign-in`: /login, /reset-password, /register, /networkerror;
 * - `password`: /change-password, open in every state (the page itself sends a guest to /login);
 * - `signed-in`: every page of the route table and the not-found page.
 */
export function GateLayout({ pages }: { pages: 'sign-in' | 'password' | 'signed-in' }) {
  const gate = useGate();
  // A first visit (no stored sign-in) is nobody's session whatever the silent guest sign-in answers: the
  // sign-in pages show at once, under the Loading overlay until it has.
  const firstVisit = useSession((s) => !s.detail);
  // So does the shop's home page, whose first offer the server drew, for a visitor whose home it is: the
  // guest, or a stored shopper being checked (docs/decisions/0059).
  const shopHome = pageAt(paths.home, usePrincipal()) === 'home';
  const { pathname } = useLocation();
  const kept = useKeptPage();
  if (gate === 'starting') {
    // A page drawn from the view the visitor left it with stays on the screen meanwhile (0061).
    if (pages === 'signed-in' && kept) return <KeptPage html={kept} />;
    const shows = pages === 'sign-in' ? firstVisit : pages === 'signed-in' && shopHome && drewFirstView(pathname);
    return shows ? <Outlet /> : null;
  }
  if (pages === 'password') return <Outlet />;
  if (gate === 'reset-pending') return <Navigate to={paths.changePassword} replace />;
  if (pages === 'signed-in' && gate === 'signed-out') return <Navigate to={paths.login} replace />;
  return <Outlet />;
}
