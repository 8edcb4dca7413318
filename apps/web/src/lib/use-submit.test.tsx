import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { useDialogs } from './dialog-store';
import { useSubmit } from './use-submit';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('useSubmit', () => {
  it('sends the values, also when there is nothing to do afterwards', async () => {
    const send = vi.fn(async (v: { username: string }) => v.username);
    const { result } = renderHook(() => useSubmit(send), { wrapper });
    await act(() => result.current.submit({ username: 'shopper' }));
    expect(send).toHaveBeenCalledWith({ username: 'shopper' }, expect.anything());
  });

  it('hands the answer on', async () => {
    const then = vi.fn();
    const { result } = renderHook(() => useSubmit(async () => ({ message: 'Done' }), then), { wrapper });
    await act(() => result.current.submit(undefined));
    expect(then).toHaveBeenCalledWith({ message: 'Done' });
  });

  it('shows a failure in the Oops! dialog', async () => {
    const then = vi.fn();
    const { result } = renderHook(() => useSubmit(() => Promise.reject(new ApiError(1, 'Invalid username or password.')), then), { wrapper });
    let closed: Promise<void> | undefined;
    act(() => {
      closed = result.current.submit(undefined);
    });
    await vi.waitFor(() => expect(useDialogs.getState().queue).toMatchObject([{ title: 'Oops!', message: 'Invalid username or password.' }]));
    expect(then).not.toHaveBeenCalled();
    act(() => useDialogs.getState().settle(useDialogs.getState().queue[0]!.id, true));
    await act(() => closed);
  });
});
