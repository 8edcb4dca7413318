import { allows, type Principal } from '@shop/contracts/access';
import { paths, type RouteName } from './paths';
import { routeTable } from './route-table';

const names = Object.keys(routeTable) as RouteName[];

/** True when the user may open the named page: what the router, the menus and the footer all ask. */
export const canOpen = (name: RouteName, who: Principal): boolean => allows(routeTable[name].access, who);

/** The page the user sees at a path: the first name of the route table at that path they may open. */
export const pageAt = (path: string, who: Principal): RouteName | undefined =>
  names.find((name) => paths[name] === path && canOpen(name, who));

/** The route table's paths by their lower case: a location matches one whatever its case, as the router matched. */
const byLowerCase = new Map(names.map((name) => [paths[name].toLowerCase(), paths[name]]));

/** The route table's path a location shows (`/cart/`, `/CART` show `/cart`); undefined when none does. */
export const routePathAt = (pathname: string): string | undefined =>
  byLowerCase.get((pathname.replace(/\/+$/, '') || '/').toLowerCase());

/** A page at the path sends whoever may not open it home (back office 2.10: /products "redirects to /"). */
export const sendsHome = (path: string): boolean => names.some((name) => paths[name] === path && routeTable[name].elseHome);
