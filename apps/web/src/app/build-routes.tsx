import { Navigate, type RouteObject } from 'react-router';
import type { Role } from '@shop/contracts/access';
import { routeTable } from './route-table';
import { ShellLayout } from './shell-layout';
import { NotFoundPage } from '../components/not-found-page';
import { NetworkErrorPage } from '../components/network-error-page';
import { RouteLoading } from '../components/route-loading';

export type Gate =
  | { kind: 'starting' }
  | { kind: 'signed-out' }
  | { kind: 'reset-pending' }
  | { kind: 'signed-in'; roles: Role[] };

const authPages: RouteObject[] = [
  { path: '/login', lazy: async () => ({ Component: (await import('../features/auth/pages/login-page')).default }) },
  { path: '/reset-password', lazy: async () => ({ Component: (await import('../features/auth/pages/reset-password-page')).default }) },
  { path: '/register', lazy: async () => ({ Component: (await import('../features/auth/pages/register-page')).default }) },
  { path: '/change-password', lazy: async () => ({ Component: (await import('../features/auth/pages/change-password-page')).default }) },
  { path: '/networkerror', element: <NetworkErrorPage /> },
];

/** The routes a user has: public pages always, role pages only for the roles listed (storefront section 2). */
function roleRoutes(roles: Role[]): RouteObject[] {
  const seen = new Set<string>();
  const out: RouteObject[] = [];
  for (const role of roles) {
    for (const def of routeTable) {
      if (seen.has(def.path) || !def.roles.includes(role)) continue;
      seen.add(def.path);
      out.push({ path: def.path, handle: def.handle, lazy: async () => ({ Component: (await def.page()).default }) });
    }
  }
  return out;
}

/** The route tree for one gate: signed out and forced-reset users are sent to /login and /change-password. */
export function buildRoutes(gate: Gate): RouteObject[] {
  let children: RouteObject[];
  switch (gate.kind) {
    case 'starting':
      children = [{ path: '*', element: null }];
      break;
    case 'signed-out':
      children = [...authPages, { path: '*', element: <Navigate to="/login" replace /> }];
      break;
    case 'reset-pending':
      children = [authPages[3]!, { path: '*', element: <Navigate to="/change-password" replace /> }];
      break;
    case 'signed-in':
      children = [...authPages, ...roleRoutes(gate.roles), { path: '*', element: <NotFoundPage /> }];
      break;
  }
  return [{ element: <ShellLayout />, HydrateFallback: RouteLoading, children }];
}
