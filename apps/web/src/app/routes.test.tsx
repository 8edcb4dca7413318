import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSession } from '../features/auth/session-store';
import { signedIn, type DemoUser } from '../test/demo-users';
import { renderRoutes, stubBrowserForRoutes, PAGE_WAIT } from '../test/render-routes';
import { paths } from './paths';
import { appRoutes } from './routes';

beforeAll(stubBrowserForRoutes);
afterEach(() => {
  cleanup();
  useSession.setState({ detail: null, phase: 'starting' });
});

/**
 * The one router of the app, at `path`, with `as` signed in (or the session still starting: a first visit,
 * or a stored shopper's session being checked; or signed out).
 */
function open(path: string, as: DemoUser | 'starting' | 'checking' | 'signed-out', state?: unknown, resetpassword: 'Y' | 'N' = 'N') {
  if (as === 'starting') useSession.setState({ detail: null, phase: 'starting' });
  else if (as === 'checking') useSession.setState({ detail: signedIn('shopper'), phase: 'starting' });
  else if (as === 'signed-out') useSession.setState({ detail: null, phase: 'signed-out' });
  else useSession.setState({ detail: signedIn(as, { resetpassword }), phase: 'ready' });
  return renderRoutes(appRoutes(), { pathname: path, state });
}

// Lazy pages load on first render: allow for a busy machine.
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, PAGE_WAIT);
const notFound = () => heading('Oops! Page not found.');

describe('the gate layouts', () => {
  it('show nothing and keep the address while the sign-in loads', async () => {
    const router = open(paths.users, 'starting');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(router.state.location.pathname).toBe('/users');
  });

  it('show the sign-in pages at once on a first visit, while its silent guest sign-in loads', async () => {
    const router = open(paths.login, 'starting');
    expect(await heading('Sign In')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('keep the sign-in pages back while a stored session is checked', async () => {
    open(paths.login, 'checking');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('send a visitor without a session to /login', async () => {
    const router = open(paths.cart, 'signed-out');
    expect(await heading('Sign In')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('send a user with a forced password change to /change-password, from any page', async () => {
    for (const path of [paths.cart, paths.login, '/no/such/page']) {
      const router = open(path, 'shopper', undefined, 'Y');
      expect(await heading('Change Password')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/change-password');
      cleanup();
    }
  });
});

describe('the payment cancelled page', () => {
  it.each(['shopper', 'lounge', 'vendor'] as const)('tells %s nothing was taken and leads home', async (as) => {
    open(paths.paymentCancel, as);
    expect(await heading('Payment Cancelled')).toBeTruthy();
    expect(screen.getByText('No payment was taken. You can place the order again whenever you are ready.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back To Home' }).getAttribute('href')).toBe('/');
  });
});

describe('staff pages by role and flag', () => {
  const cases: [string, DemoUser, string | null][] = [
    [paths.users, 'lounge', 'Users'],
    [paths.products, 'vendor', 'Products'],
    [paths.reports, 'reports', 'Reports'],
    [paths.reports, 'vendor', null],
    [paths.vendors, 'lounge', 'Vendors'],
    [paths.vendors, 'vendor', null],
    [paths.masterProducts, 'lounge', 'Product Master'],
    [paths.masterProducts, 'vendor', null],
    [paths.admin, 'lounge', 'Admin'],
    [paths.admin, 'agent', null],
    [paths.cancelRequest, 'express', 'Cancel Request'],
    [paths.cancelRequest, 'lounge', null],
  ];
  it.each(cases)('%s as %s shows %s', async (path, as, title) => {
    open(path, as);
    expect(await (title ? heading(title) : notFound())).toBeTruthy();
  });

  // Product and user administration send whoever may not open them home (back office 2.10 and 6).
  it.each([
    [paths.products, 'agent'],
    [paths.users, 'vendor'],
    [paths.users, 'shopper'],
  ] as const)('%s as %s goes home', async (path, as) => {
    const router = open(path, as);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), PAGE_WAIT);
  });

  // The queues ask the server for their orders and counts and listen for changes: here the answers never come.
  const pending = () => vi.stubGlobal('fetch', () => new Promise(() => {}));
  afterEach(() => void vi.unstubAllGlobals());

  it('lists on the staff dashboard only the queues and tools the flags open', async () => {
    pending();
    open(paths.home, 'agent');
    expect(await heading('Dashboard')).toBeTruthy();
    const dashboard = screen.getByTestId('staff-dashboard');
    const labels = [...dashboard.querySelectorAll('a')].map((a) => a.querySelector('.mantine-Button-label')?.textContent);
    // Check In Return needs no flag (back office 6; the CHECKINRETURN transition is any vendor's).
    expect(labels).toEqual(['Fulfill Orders', 'Assign Orders', 'Confirm Assignment', 'My Confirmed Orders', 'Confirm Return', 'Check In Return', 'Cancel Request']);
  });

  it('opens an order queue only for whoever may work it', async () => {
    pending();
    open(paths.orderQueue, 'lounge', { actiontype: 'CHECKIN' });
    expect(await heading('Check In')).toBeTruthy();
    cleanup();
    open(paths.orderQueue, 'agent', { actiontype: 'CHECKIN' });
    expect(await notFound()).toBeTruthy();
  });
});

describe('one route for the route table (docs/decisions/0201)', () => {
  const pending = () => vi.stubGlobal('fetch', () => new Promise(() => {}));
  afterEach(() => void vi.unstubAllGlobals());

  it('finds a page whatever the address\'s case or trailing slash, as the router matched', async () => {
    pending();
    for (const path of ['/USERS', '/users/']) {
      open(path, 'lounge');
      expect(await heading('Users')).toBeTruthy();
      cleanup();
    }
  });

  it('hands a document page its document and title from the route table', async () => {
    pending();
    open('/aboutus', 'shopper');
    expect(await heading('About Us')).toBeTruthy();
  });

  it('shows not found at an address outside the table, to every role', async () => {
    for (const as of ['shopper', 'lounge'] as const) {
      open('/no/such/page', as);
      expect(await notFound()).toBeTruthy();
      cleanup();
    }
  });
});
