import { cleanup, screen, waitFor } from '@testing-library/react';
import type { InitialEntry, RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_VIEW_KEY, type KeptView } from '@shop/contracts/kept-view';
import { useSession } from '../features/auth/session-store';
import { useSelection } from '../features/catalogue/selection-store';
import { signedIn } from '../test/demo-users';
import { renderRoutes, stubBrowserForRoutes, PAGE_WAIT } from '../test/render-routes';

let appRoutes: () => RouteObject[];
let keepViewOnLeave: (app: string) => void;

beforeAll(async () => {
  stubBrowserForRoutes();
  // The page as the starter drew it from a kept view (docs/decisions/0061), for the history entry shown: the
  // memory router's first entry has the key `default`. The app reads it when it loads.
  history.replaceState({ key: 'default' }, '');
  const root = document.createElement('div');
  root.innerHTML = '<div data-page-frame data-kept-view inert><header>Shop</header><main><h1>Kept products</h1><img src="/media/product/P1006" alt=""></main></div>';
  document.body.append(root);
  ({ appRoutes } = await import('./routes'));
  ({ keepViewOnLeave } = await import('./kept-view'));
  root.remove();
  keepViewOnLeave('/assets/index-abc.js');
});
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  sessionStorage.clear();
  useSession.setState({ detail: null, phase: 'starting' });
});

const products = { pathname: '/store/products', state: { storeid: 'SIADRUM', storename: 'Island Spirits', category: { categoryid: 1, description: 'Rum' } } };
const open = (entries: InitialEntry | InitialEntry[]) => renderRoutes(appRoutes(), entries);
/** Answers that never come: the page waits for its products. */
const holdAnswers = () => (globalThis.fetch = () => new Promise<Response>(() => {}));
const kept = () => JSON.parse(sessionStorage.getItem(KEPT_VIEW_KEY) ?? 'null') as KeptView | null;

describe('keeping the view a visitor leaves', () => {
  it('keeps the root of a page whose state the browser holds, for its history entry and the build', () => {
    history.replaceState({ key: 'k1' }, '', '/cart');
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
    document.body.innerHTML =
      '<link rel="stylesheet" href="/assets/page-cart-1.css"><link rel="preload" as="style" href="/assets/other.css">' +
      '<div id="root"><style>:root{}</style><div data-page-frame><main>My cart</main></div></div><link rel="stylesheet" href="/assets/index-2.css">';
    dispatchEvent(new Event('pagehide'));
    expect(kept()).toEqual({
      path: '/cart',
      key: 'k1',
      app: '/assets/index-abc.js',
      html: '<style>:root{}</style><div data-page-frame=""><main>My cart</main></div>',
      sheets: ['/assets/page-cart-1.css', '/assets/index-2.css'],
      scheme: 'light',
    });
  });

  it('keeps nothing of another page, and forgets the last one kept', () => {
    history.replaceState({ key: 'k1' }, '', '/cart');
    document.body.innerHTML = '<div id="root"><div data-page-frame><main>My cart</main></div></div>';
    dispatchEvent(new Event('pagehide'));
    history.replaceState({ key: 'k2' }, '', '/cart/checkout');
    document.body.innerHTML = '<div id="root"><div data-page-frame><main><input value="BW 012"></main></div></div>';
    dispatchEvent(new Event('pagehide'));
    expect(kept()).toBeNull();
  });

  it('keeps nothing before the app has drawn the page', () => {
    history.replaceState({ key: 'k1' }, '', '/product/detail');
    document.body.innerHTML = '<div id="root"><div class="boot-header"></div></div>';
    dispatchEvent(new Event('pagehide'));
    expect(kept()).toBeNull();
  });
});

describe('a page drawn from a kept view', () => {
  it('stays on the screen, inert, while the products of its entry load', async () => {
    holdAnswers();
    useSession.setState({ detail: signedIn('shopper'), phase: 'ready' });
    open(products);
    const page = await screen.findByText('Kept products', undefined, PAGE_WAIT);
    expect(page.closest('[inert]')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Rum' })).toBeNull();
  });

  it('stays on while a stored session is checked', async () => {
    holdAnswers();
    useSession.setState({ detail: signedIn('shopper'), phase: 'starting' });
    open('/cart');
    expect(await screen.findByText('Kept products', undefined, PAGE_WAIT)).toBeTruthy();
  });

  it('stays on the stores page while its stores load', async () => {
    holdAnswers();
    useSession.setState({ detail: signedIn('shopper'), phase: 'ready' });
    useSelection.setState({ airportid: 'SIA', direction: 'D' });
    open('/stores');
    expect(await screen.findByText('Kept products', undefined, PAGE_WAIT)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Stores' })).toBeNull();
  });

  // After the tests that show the drawn page: this one moves on, and the app forgets it.
  it('is forgotten once the visitor moves on: back on its entry, the page shows its own loading state', async () => {
    holdAnswers();
    useSession.setState({ detail: signedIn('shopper'), phase: 'ready' });
    const router = open(products);
    expect(await screen.findByText('Kept products', undefined, PAGE_WAIT)).toBeTruthy();
    await router.navigate('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' }, PAGE_WAIT)).toBeTruthy();
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rum' }, PAGE_WAIT)).toBeTruthy();
    expect(screen.queryByText('Kept products')).toBeNull();
  });

  it('is never shown for another history entry: that page shows its own loading state', async () => {
    holdAnswers();
    useSession.setState({ detail: signedIn('shopper'), phase: 'ready' });
    open(['/', products]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rum' }, PAGE_WAIT)).toBeTruthy();
    expect(screen.queryByText('Kept products')).toBeNull();
  });
});

// Last: moving on forgets the page drawn in beforeAll.
describe('the flag that asks the server for the starter', () => {
  it('is set while a page whose view would be kept shows, and cleared on any other', async () => {
    holdAnswers();
    useSession.setState({ detail: signedIn('shopper'), phase: 'ready' });
    const router = open('/cart');
    await waitFor(() => expect(document.cookie).toBe('kept-view=1'));
    await router.navigate('/orders');
    await waitFor(() => expect(document.cookie).toBe(''));
  });
});
