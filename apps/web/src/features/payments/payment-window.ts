import type { ThreeDSResultMessage } from '@shop/contracts/checkout';

/** How often the popup is looked at to see whether the shopper closed it (storefront section 4: every 1 s). */
export const CLOSED_CHECK_MS = 1000;

/** The shop's page the popup shows from the click until the gateway's page is known (server: payments/pages). */
export const WAITING_PAGE_URL = '/payments/3ds/waiting';

export type WindowResult = { kind: 'message'; message: ThreeDSResultMessage } | { kind: 'closed' };

/** The 3-D Secure popup: opened on the click, sent to the gateway's page once it is known, watched until it answers. */
export interface PaymentWindow {
  /**
   * Navigates the popup to the one-time address of the gateway's page (holdfunds' or holdrest's `url`). The page
   * runs there as the gateway wrote it, under a policy of its own; it is never written into a window of the shop
   * (docs/decisions/0095).
   */
  open(url: string): void;
  /** The result message from `origin` for `orderid`, or closed when the shopper shut the window first. */
  result(origin: string, orderid: string): Promise<WindowResult>;
  close(): void;
}

const isResult = (data: unknown, orderid: string): data is ThreeDSResultMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'fac-3ds-result' &&
  (data as { orderid?: unknown }).orderid === orderid;

/**
 * Opens the popup on the waiting page. Call it synchronously inside the click handler, before any await, or a
 * blocker stops it; null means it was blocked.
 */
export function openPaymentWindow(): PaymentWindow | null {
  const width = Math.min(440, window.screen.availWidth);
  const height = Math.min(680, window.screen.availHeight);
  const left = Math.max(0, Math.round((window.screen.availWidth - width) / 2));
  const popup = window.open(WAITING_PAGE_URL, 'fac3ds', `popup=yes,width=${width},height=${height},left=${left},top=40`);
  if (!popup) return null;

  return {
    open(url) {
      // An address of the shop's own: nothing else may be put in this window.
      const target = new URL(url, window.location.href);
      if (target.origin !== window.location.origin) throw new Error('The payment page is not the shop’s.');
      popup.location.replace(target.href);
    },
    result(origin, orderid) {
      return new Promise((resolve) => {
        // One listener reference, added and removed as the same function (the VIPER code leaked it).
        const onMessage = (event: MessageEvent) => {
          if (event.origin !== origin || !isResult(event.data, orderid)) return;
          finish({ kind: 'message', message: event.data });
        };
        const timer = window.setInterval(() => {
          if (popup.closed) finish({ kind: 'closed' });
        }, CLOSED_CHECK_MS);
        function finish(r: WindowResult) {
          window.removeEventListener('message', onMessage);
          window.clearInterval(timer);
          resolve(r);
        }
        window.addEventListener('message', onMessage);
      });
    },
    close() {
      if (!popup.closed) popup.close();
    },
  };
}
