import { Status } from '@shop/contracts/status';
import { ApiError } from '../../lib/api-error';

/** The failed page's kinds (storefront section 4): which text and buttons it shows. */
export type ErrorType = 'PNP_PAYMENT_FAIL' | 'PNP_HELD_PAYMENT_FAIL' | 'STOCK_UNAVAILABLE' | 'PAYMENT_FAIL';

// The texts of the card flow (storefront section 8), word for word. They are also in
// contracts/checkout.ts, which the web app cannot import values from without pulling zod into the bundle.
export const AMOUNT_MISMATCH_MESSAGE = 'The amount authorized does not match with the amount, please contact support.';
export const WINDOW_CLOSED_REASON = 'Window is closed';
export const TIMED_OUT_REASON = 'Timed Out';
export const POPUP_BLOCKED_MESSAGE =
  'The secure payment window was blocked by your browser. Please enable pop-ups for this site and press Pay Now again.';
/** FAC reason code of an approval, and of "no answer yet". */
export const APPROVED_REASON_CODE = 1;
export const PENDING_REASON_CODE = 999;

export interface Paid {
  orderid: string;
  confirmationnumber: string;
  filename: string;
}

/** How Pay Now ended, for the review page to act on. */
export type PayOutcome =
  | { kind: 'paid'; paid: Paid }
  /** `by` says who refused: the bank through the gateway (/order/payment/failed) or a call's status (/payment/failed). */
  | { kind: 'failed'; by: 'gateway' | 'status'; errortype: ErrorType; message: string; amount: number }
  /** The shopper closed the popup: the reservation is cancelled and nothing is shown. */
  | { kind: 'closed' }
  | { kind: 'blocked' }
  /** The network failed: the full-page 502 is already showing. */
  | { kind: 'offline' };

/** The failed page's kind for a call's positive status (storefront section 4, payment status codes). */
export function errorTypeOf(status: number): ErrorType {
  if (status === Status.CARD_PAYMENT_FAILED || status === Status.CARD_DECLINED || status === Status.CARD_GATEWAY_ERROR) return 'PNP_PAYMENT_FAIL';
  if (status === Status.HELD_PAYMENT_FAILED || status === Status.HELD_PAYMENT_REVERSAL_FAILED) return 'PNP_HELD_PAYMENT_FAIL';
  if (status === Status.STOCK_UNAVAILABLE) return 'STOCK_UNAVAILABLE';
  return 'PAYMENT_FAIL';
}

/** A failure of one of the flow's calls as the failed page shows it: the server's message and its kind. */
export function failureOf(err: unknown, amount: number): PayOutcome {
  if (err instanceof ApiError) return { kind: 'failed', by: 'status', errortype: errorTypeOf(err.status), message: err.message, amount };
  if (err instanceof Error && err.name === 'NetworkError') return { kind: 'offline' };
  return { kind: 'failed', by: 'status', errortype: 'PAYMENT_FAIL', message: 'Something went wrong, Please try again later', amount };
}
