import { cleanup, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Banner } from '@shop/contracts/catalogue';
import { useSession } from '../features/auth/session-store';
import { signedIn } from '../test/demo-users';
import { renderRoutes, stubBrowserForRoutes, PAGE_WAIT } from '../test/render-routes';

const offer: Banner = { bannerid: 3, bannertype: 'MAIN-VENDOR', linkid: 'SIADRUM', sequenceid: 1, airportid: 'SIA', direction: 'D', title: 'Rum at the lounge', caption: 'Order now' };
let appRoutes: () => RouteObject[];

beforeAll(async () => {
  stubBrowserForRoutes();
  // The page as the server sent `/`: its first offer drawn in (docs/decisions/0059). The app reads it when it loads.
  const view = document.createElement('div');
  view.setAttribute('data-first-view', '');
  view.dataset.banner = JSON.stringify(offer);
  document.body.append(view);
  ({ appRoutes } = await import('./routes'));
  view.remove();
});
afterEach(() => {
  cleanup();
  useSession.setState({ detail: null, phase: 'starting' });
});

const open = (path: string) => renderRoutes(appRoutes(), path);

describe('a first view the server drew', () => {
  it("keeps the guest's home page, with that offer, on the screen while the guest sign-in loads", async () => {
    useSession.setState({ detail: null, phase: 'starting' });
    open('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Where are you flying from?' }, PAGE_WAIT)).toBeTruthy();
    const carousel = screen.getByRole('region', { name: 'Offers' });
    expect(carousel.querySelector('.hero-title')?.textContent).toBe('Rum at the lounge');
    expect(carousel.querySelector('img')?.getAttribute('src')).toBe('/media/banner/3');
  });

  it("keeps a stored shopper's home page on while their session is checked", async () => {
    useSession.setState({ detail: signedIn('shopper'), phase: 'starting' });
    open('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Where are you flying from?' }, PAGE_WAIT)).toBeTruthy();
  });

  it('shows nothing else ahead of the sign-in: not another page, nor a staff user being checked', async () => {
    open('/users');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    cleanup();
    useSession.setState({ detail: signedIn('lounge'), phase: 'starting' });
    open('/');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
