import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

afterEach(cleanup);

const page = () => {
  let arrive!: () => void;
  const arrived = new Promise<void>((r) => (arrive = r));
  const Page = preloadable(async () => {
    await arrived;
    return { default: () => <h1>The page</h1> };
  });
  return { Page, arrive };
};

describe('preloadable', () => {
  it('draws a module that has arrived in the first commit, without the fallback', async () => {
    const { Page, arrive } = page();
    arrive();
    await Page.preload();
    render(<Suspense fallback={<p>Loading</p>}><Page /></Suspense>);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends like lazy() while the module is on its way', async () => {
    const { Page, arrive } = page();
    render(<Suspense fallback={<p>Loading</p>}><Page /></Suspense>);
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('tries a failed fetch again', async () => {
    let calls = 0;
    const Page = preloadable(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { default: () => <h1>Back</h1> };
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Back' })).toBeTruthy();
    expect(calls).toBe(2);
  });
});
