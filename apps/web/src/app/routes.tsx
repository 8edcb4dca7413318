import { lazy, useCallback, type ComponentType } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { RouteLoading } from '../components/route-loading';
import { guestPrincipal, principalOf, usePrincipal } from '../features/auth/principal';
import { useSession } from '../features/auth/session-store';
import { preloadable, type Preloadable } from '../lib/preloadable';
import { GateLayout } from './gate';
import { paths, type RouteName } from './paths';
import { CanOpenContext } from './can-open';
import { RouteHandleContext } from './route-handle';
import { canOpen, pageAt, routePathAt, sendsHome } from './route-access';
import { routeTable } from './route-table';
import { ShellLayout } from './shell-layout';

const lazyPage = (load: () => Promise<{ default: ComponentType }>) => ({ lazy: async () => ({ Component: (await load()).default }) });
const notFound = async () => ({ default: (await import('../components/not-found-page')).NotFoundPage });
const NotFoundPage = lazy(notFound);

/** Each page of the route table as a lazy component, loaded on first render: the back office stays code-split. */
const pages = Object.fromEntries(
  (Object.keys(routeTable) as RouteName[]).map((name) => {
    return [name, preloadable(routeTable[name].page)];
  }),
) as Record<RouteName, Preloadable>;

/**
 * Fetches the module of the page at a path for the stored session's user (a first visit: the guest), so
 * that the first render draws it at once (docs/decisions/0057). Answers when it has arrived or failed.
 */
export function preloadPageAt(path: string): Promise<void> {
  const u = useSession.getState().detail?.userdefault;
  const at = routePathAt(path);
  const name = at === undefined ? undefined : pageAt(at, u ? principalOf(u) : guestPrincipal);
  return name ? pages[name].preload().catch(() => undefined) : Promise.resolve();
}

/**
 * The page at the location for the signed-in user, chosen by the route table's access rules; otherwise not
 * found. The page asks the same rules through useCanOpen. One route of the router draws every page of the
 * table: matching and ranking eighty routes was a long task of a phone's start-up (docs/decisions/0201).
 */
function RoutePage() {
  const path = routePathAt(useLocation().pathname);
  const who = usePrincipal();
  const mayOpen = useCallback((n: RouteName) => canOpen(n, who), [who]);
  const name = path === undefined ? undefined : pageAt(path, who);
  if (!name) return path !== undefined && sendsHome(path) ? <Navigate to={paths.staffHome} replace /> : <NotFoundPage />;
  const Page = pages[name];
  return (
    <CanOpenContext value={mayOpen}>
      <RouteHandleContext value={routeTable[name].handle}>
        <Page />
      </RouteHandleContext>
    </CanOpenContext>
  );
}

/** The one route tree of the shop: the sign-in screens, then every role's pages behind the signed-in gate. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <ShellLayout />,
      HydrateFallback: RouteLoading,
      children: [
        {
          element: <GateLayout pages="sign-in" />,
          children: [
            { path: paths.login, ...lazyPage(() => import('../features/auth/pages/login-page')) },
            { path: paths.resetPassword, ...lazyPage(() => import('../features/auth/pages/reset-password-page')) },
            { path: paths.register, ...lazyPage(() => import('../features/auth/pages/register-page')) },
            { path: paths.networkError, ...lazyPage(async () => ({ default: (await import('../components/network-error-page')).NetworkErrorPage })) },
          ],
        },
        {
          element: <GateLayout pages="password" />,
          children: [{ path: paths.changePassword, ...lazyPage(() => import('../features/auth/pages/change-password-page')) }],
        },
        {
          element: <GateLayout pages="signed-in" />,
          children: [{ path: '*', element: <RoutePage /> }],
        },
      ],
    },
  ];
}
