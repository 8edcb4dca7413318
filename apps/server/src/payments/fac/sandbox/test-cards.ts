import { passesLuhnCheck } from '@shop/contracts/cards';

/**
 * The FAC sandbox's test cards (docs/decisions/0021; listed in the README for testers). Any future expiry (MMYY)
 * and any CVV except 000. All are Luhn-valid. Any other Luhn-valid card approves; CVV 000 declines (CVV2Result N).
 */
export const SANDBOX_CARDS = {
  /** 3-D Secure Approve gives 1/1 "Transaction is approved." */
  approve: { visa: '4111111111111111', mastercard: '5500000000000004' },
  /** 3-D Secure Approve gives 2/2 "Transaction is declined." */
  decline: { visa: '4000000000000002', mastercard: '5500000000020002' },
  /** 3-D Secure Approve gives 3/90 "General error during processing" */
  error: { visa: '4000000000030090', mastercard: '5500000000050090' },
  /** The gateway never answers Authorize or Authorize3DS: the shop's request times out. */
  noAnswer: { visa: '4000000000050999', mastercard: '5500000000070999' },
} as const;

export type CardOutcome = 'approve' | 'decline' | 'error' | 'noAnswer';

/** What the sandbox does with a card: the test table first, then the Luhn check (a failing number declines) and CVV 000. */
export function cardOutcome(number: string, cvv: string): CardOutcome {
  for (const outcome of ['decline', 'error', 'noAnswer'] as const) {
    if (Object.values(SANDBOX_CARDS[outcome]).includes(number as never)) return outcome;
  }
  if (!passesLuhnCheck(number) || cvv === '000') return 'decline';
  return 'approve';
}

/** The card as the sandbox keeps and shows it: the last 4 digits only. */
export const maskCard = (number: string): string => 'X'.repeat(Math.max(0, number.length - 4)) + number.slice(-4);
