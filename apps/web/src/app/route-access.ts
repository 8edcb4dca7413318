import { allows, type Principal } from '@shop/contracts/access';
import { paths, type RouteName } from './paths';
import { routeTable } from './route-table';

const names = Object.keys(routeTable) as RouteName[];

/** True when the user may open the named page: what the router, the menus and the footer all ask. */
export const canOpen = (name: RouteName, who: Principal): boolean => allows(routeTable[name].access, who);

/** The page the user sees at a path: the first name of the route table at that path they may open. */
export const pageAt = (path: string, who: Principal): RouteName | undefined =>
  names.find((name) => paths[name] === path && canOpen(name, who));

/** Every distinct path of the route table, in table order. */
export const routePaths = [...new Set(names.map((name) => paths[name]))];

/** A page at the path sends whoever may not open it home (back office 2.10: /products "redirects to /"). */
export const sendsHome = (path: string): boolean => names.some((name) => paths[name] === path && routeTable[name].elseHome);
