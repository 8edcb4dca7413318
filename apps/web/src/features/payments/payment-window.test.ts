import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSED_CHECK_MS, openPaymentWindow, WAITING_PAGE_URL } from './payment-window';

function fakePopup() {
  const visited: string[] = [];
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
    location: { replace: (url: string) => visited.push(url) },
    document: { write: vi.fn() },
  };
  return { popup, visited };
}

const result = { type: 'fac-3ds-result', orderid: 'SIA1', responsecode: 1, reasoncode: 1, reasondescription: 'Transaction is approved.' };

describe('the 3-D Secure popup', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('is null when the browser blocks it', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openPaymentWindow()).toBeNull();
  });

  it('opens on the shop’s waiting page and goes to the gateway’s page by its address, never writing into it', () => {
    const { popup, visited } = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const win = openPaymentWindow()!;
    expect(open.mock.calls[0]![0]).toBe(WAITING_PAGE_URL);
    win.open('/payments/3ds/abc');
    expect(visited).toEqual([new URL('/payments/3ds/abc', window.location.href).href]);
    expect(popup.document.write).not.toHaveBeenCalled();
  });

  it('refuses to send the window anywhere but the shop', () => {
    const { popup, visited } = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    expect(() => openPaymentWindow()!.open('https://evil.example/3ds')).toThrow();
    expect(visited).toEqual([]);
  });

  it('takes the result only from the expected origin and for the order paid', async () => {
    const { popup } = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const pending = openPaymentWindow()!.result('https://shop.example', 'SIA1');
    const settled = vi.fn();
    void pending.then(settled);
    window.dispatchEvent(new MessageEvent('message', { data: result, origin: 'https://evil.example' }));
    window.dispatchEvent(new MessageEvent('message', { data: { ...result, orderid: 'SIA2' }, origin: 'https://shop.example' }));
    window.dispatchEvent(new MessageEvent('message', { data: { ...result, type: 'other' }, origin: 'https://shop.example' }));
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent('message', { data: result, origin: 'https://shop.example' }));
    await expect(pending).resolves.toEqual({ kind: 'message', message: result });
  });

  it('reports a popup the shopper closed, and stops listening', async () => {
    vi.useFakeTimers();
    const { popup } = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const removed = vi.spyOn(window, 'removeEventListener');
    const pending = openPaymentWindow()!.result('https://shop.example', 'SIA1');
    popup.closed = true;
    vi.advanceTimersByTime(CLOSED_CHECK_MS);
    await expect(pending).resolves.toEqual({ kind: 'closed' });
    expect(removed).toHaveBeenCalledWith('message', expect.any(Function));
  });
});
