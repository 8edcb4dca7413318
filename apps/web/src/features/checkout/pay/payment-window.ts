import type { ThreeDSResultMessage } from '@shop/contracts/checkout';

/** How often the popup is looked at to see whether the shopper closed it (storefront section 4: every 1 s). */
export const CLOSED_CHECK_MS = 1000;

export type WindowResult = { kind: 'message'; message: ThreeDSResultMessage } | { kind: 'closed' };

/** The 3-D Secure popup: opened on the click, written once the gateway's page is known, watched until it answers. */
export interface PaymentWindow {
  write(html: string): void;
  /** The result message from `origin` for `orderid`, or closed when the shopper shut the window first. */
  result(origin: string, orderid: string): Promise<WindowResult>;
  close(): void;
}

const WAITING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Secure payment</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 90vh; margin: 0; color: #034444">
<p>Connecting to your bank&hellip;</p></body></html>`;

const isResult = (data: unknown, orderid: string): data is ThreeDSResultMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'fac-3ds-result' &&
  (data as { orderid?: unknown }).orderid === orderid;

/**
 * Opens the popup. Call it synchronously inside the click handler, before any await, or a blocker stops
 * it; null means it was blocked.
 */
export function openPaymentWindow(): PaymentWindow | null {
  const width = Math.min(440, window.screen.availWidth);
  const height = Math.min(680, window.screen.availHeight);
  const left = Math.max(0, Math.round((window.screen.availWidth - width) / 2));
  const popup = window.open('', 'fac3ds', `popup=yes,width=${width},height=${height},left=${left},top=40`);
  if (!popup) return null;
  popup.document.write(WAITING_PAGE);
  popup.document.close();

  return {
    write(html) {
      popup.document.open();
      popup.document.write(html);
      popup.document.close();
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
