/**
 * The request id (x-request-id) of the last payment call the server answered. The failed-payment page
 * shows its first 8 characters as a reference the shopper can read out to support, who find the server's
 * log lines of that call (and, by its gateway order number, the rest of the payment) with it.
 */
const PAYMENT_CALLS = new Set(['reservecart', 'holdfunds', 'processcard', 'confirmcart']);

let lastPaymentCall: string | null = null;

/** Called for every answer the server gives (lib/api.ts); keeps the id when the call is part of paying. */
export function noteAnswer(call: string, requestId: string | null) {
  if (requestId && PAYMENT_CALLS.has(call)) lastPaymentCall = requestId;
}

/** The short reference of the last payment call, or null before any. */
export const paymentReference = (): string | null => (lastPaymentCall ? lastPaymentCall.slice(0, 8) : null);
