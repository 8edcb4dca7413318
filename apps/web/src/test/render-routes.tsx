import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';

/**
 * What jsdom lacks for the app's route tree: matchMedia (Mantine reads the colour scheme and breakpoints
 * through it) and scrollTo. Calls get a refusal, not a network failure that would show the network error
 * page in every later test: these tests are about which page opens, not its data.
 */
export function stubBrowserForRoutes() {
  window.matchMedia ??= ((query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as unknown as MediaQueryList);
  window.scrollTo = () => {};
  globalThis.fetch = async () =>
    new Response(JSON.stringify({ status: 4, statusMessage: 'Not in this test.', data: null }), { headers: { 'content-type': 'application/json' } });
}

/**
 * How long a test waits for a page of the route tree to show. A page's module is imported on its first render,
 * and transformed then: on a machine busy with the call tests, the browser tests and a build beside them, that
 * took more than 8 s (stop 52). The wait ends as soon as the page shows; the bound only decides when to give up.
 */
export const PAGE_WAIT = { timeout: 30_000 };

/** Renders a route tree at one entry (or at the last of several in its history), in the app's providers; answers its router. */
export function renderRoutes(routes: RouteObject[], entry: InitialEntry | InitialEntry[]) {
  const initialEntries = Array.isArray(entry) ? entry : [entry];
  const router = createMemoryRouter(routes, { initialEntries, initialIndex: initialEntries.length - 1 });
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}
