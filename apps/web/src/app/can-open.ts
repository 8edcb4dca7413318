import { createContext, useContext } from 'react';
import type { RouteName } from './paths';

/**
 * canOpen (route-access.ts) for the signed-in user, handed to the pages by the route that draws them. A page
 * cannot import route-access itself: the route table it reads loads every page, so that import is a cycle.
 */
export const CanOpenContext = createContext<(name: RouteName) => boolean>(() => false);

/** Whether the signed-in user may open the named page: what a page asks before it links there. */
export const useCanOpen = (): ((name: RouteName) => boolean) => useContext(CanOpenContext);
