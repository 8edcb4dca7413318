import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSED_CHECK_MS, openPaymentWindow } from './payment-window';

function fakePopup() {
  const written: string[] = [];
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
    document: { open: vi.fn(), write: (html: string) => written.push(html), close: vi.fn() },
  };
  return { popup, written };
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

  it('shows a waiting page at once and the gateway page when it comes', () => {
    const { popup, written } = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    openPaymentWindow()!.write('<html>bank</html>');
    expect(written[0]).toContain('Connecting to your bank');
    expect(written[1]).toBe('<html>bank</html>');
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
