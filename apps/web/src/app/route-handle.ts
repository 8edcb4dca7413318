import { createContext, useContext } from 'react';

/** What the route table says of a page beyond its access: a document page's document and title. */
export interface RouteHandle {
  document: string;
  title: string;
}

/** The handle of the page drawn, handed to it by the route that draws it (a page cannot import the route table). */
export const RouteHandleContext = createContext<RouteHandle | undefined>(undefined);

/** The drawn page's handle, if the route table gives it one. */
export const useRouteHandle = (): RouteHandle | undefined => useContext(RouteHandleContext);
