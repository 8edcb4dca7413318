/** How long the app waits for a call's answer: the specification's 10 s "on most". */
export const CALL_WAIT_MS = 10_000;

/**
 * How long the app waits for a call that may wait on the card gateway. The gateway alone may take up to
 * FAC_TIMEOUT_MS (15 s) to answer, or not answer at all; an app that gave up first would show its network error
 * for a payment the shop was still making. The shop keeps its gateway work in a call within this wait
 * (docs/decisions/0220); the specification's payment polling waits as long (12 × 5 s).
 */
export const CARD_CALL_WAIT_MS = 60_000;

/**
 * The calls that may reach the card gateway (a hold, its status, a capture, a refund or a reversal); calls.ts
 * checks that each is a call.
 */
export const CARD_CALLS = [
  'reservecart',
  'cancelcart',
  'holdfunds',
  'processcard',
  'confirmcart',
  'updateorder',
  'processorder',
  'holdrest',
] as const;

const cardCalls: ReadonlySet<string> = new Set(CARD_CALLS);

/** How long the app waits for the call's answer. */
export const callWaitMs = (name: string) => (cardCalls.has(name) ? CARD_CALL_WAIT_MS : CALL_WAIT_MS);
