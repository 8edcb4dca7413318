import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeSessionThenGo, useFollowRedirect } from './redirect-intent';
import { useSession, type LoginDetail } from './session-store';

const shopper = { username: 'shopper', internal: 'N', terms: 'N', time: 0 } as unknown as LoginDetail;

function Shell() {
  useFollowRedirect();
  return <p>at {useLocation().pathname}</p>;
}

const routerAt = (path: string) => createMemoryRouter([{ path: '*', element: <Shell /> }], { initialEntries: [path] });

beforeEach(() => {
  window.history.replaceState(null, '', '/login');
  useSession.setState({ detail: null, phase: 'ready' });
});
afterEach(cleanup);

describe('changeSessionThenGo', () => {
  it('writes the destination to the address bar the moment the session changes', async () => {
    await changeSessionThenGo('/', () => {
      expect(window.location.pathname).toBe('/login');
      useSession.getState().set(shopper);
      expect(window.location.pathname).toBe('/');
    });
  });

  it('adds a history entry when asked to push', async () => {
    const before = window.history.length;
    await changeSessionThenGo('/login', () => useSession.getState().clear(), { push: true });
    expect(window.history.length).toBe(before + 1);
  });

  it('leaves the address alone when the change fails', async () => {
    const failing = changeSessionThenGo('/', async () => {
      throw new Error('Invalid username or password.');
    });
    await expect(failing).rejects.toThrow('Invalid username or password.');
    expect(window.location.pathname).toBe('/login');
  });
});

describe('useFollowRedirect', () => {
  it('takes a router that outlived the change to the destination once the change is done', async () => {
    render(<RouterProvider router={routerAt('/login')} />);
    await act(() => changeSessionThenGo('/', () => useSession.getState().set(shopper)));
    expect(await screen.findByText('at /')).toBeTruthy();
  });

  it('does nothing more in a router that starts at the destination, and forgets the intent', async () => {
    await changeSessionThenGo('/', () => useSession.getState().set(shopper));
    const fresh = routerAt('/');
    render(<RouterProvider router={fresh} />);
    expect(await screen.findByText('at /')).toBeTruthy();
    expect(fresh.state.historyAction).toBe('POP');
    cleanup();
    // The intent was used up: a later router elsewhere stays where it is.
    const later = routerAt('/cart');
    render(<RouterProvider router={later} />);
    await act(async () => {});
    expect(later.state.location.pathname).toBe('/cart');
  });
});
