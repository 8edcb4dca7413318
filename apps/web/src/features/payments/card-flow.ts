import type { CallData, CallRequest } from '@shop/contracts/calls';
import type { PaymentWindow } from './payment-window';
import {
  AMOUNT_MISMATCH_MESSAGE,
  APPROVED_REASON_CODE,
  PENDING_REASON_CODE,
  TIMED_OUT_REASON,
  failureOf,
  type PayOutcome,
} from './payment-outcome';

/** The wait page polls TRANSACTIONSTATUS every 5 s up to 12 times (storefront section 9). */
export const POLL_EVERY_MS = 5000;

/** TRANSACTIONSTATUS's answer: the latest payment attempt as the gateway sees it. */
export type TransactionStatus = Extract<CallData<'processcard'>, { authorizationnumber: string }>;
export const POLL_TIMES = 12;

export type Stage = 'reserving' | 'authenticating' | 'waiting' | 'confirming';

export interface CardFlowCalls {
  reserveCart(r: CallRequest<'reservecart'>): Promise<CallData<'reservecart'>>;
  transactionStatus(orderid: string): Promise<TransactionStatus>;
  holdFunds(r: CallRequest<'holdfunds'>): Promise<CallData<'holdfunds'>>;
  cancelCart(orderid: string): Promise<unknown>;
  confirmCart(r: CallRequest<'confirmcart'>): Promise<CallData<'confirmcart'>>;
  sleep(ms: number): Promise<void>;
}

export interface CardFlowInput {
  reservation: CallRequest<'reservecart'>['reservation'];
  /** The cart's grand total in dollars, 2 decimals. */
  amount: number;
  creditcard: CallRequest<'holdfunds'>['creditcard'];
  confirm: Omit<CallRequest<'confirmcart'>, 'orderid'>;
  /** The origin the 3-D Secure result message must come from (that of getpaymentgateway's redirecturl). */
  resultOrigin: string;
  window: PaymentWindow;
  onStage?(stage: Stage, attempt?: number): void;
}

const cents = (dollars: number) => Math.round(dollars * 100);
const approved = (s: TransactionStatus) => s.reasoncode === APPROVED_REASON_CODE;

/**
 * The FAC card flow of storefront section 4 (docs/decisions/0024): reserve, look for an earlier approval,
 * reserve afresh, hold the funds through 3-D Secure in the popup, reconcile with TRANSACTIONSTATUS, and
 * confirm or cancel. Every path that does not end in an order cancels the reservation.
 */
export async function runCardFlow(input: CardFlowInput, calls: CardFlowCalls): Promise<PayOutcome> {
  const { amount, onStage } = input;
  const reserve = (reset: 'Y' | 'N') => calls.reserveCart({ source: 'AIR', reservation: input.reservation, amount, reset });
  let orderid: string | null = null;

  const confirmOrFail = async (status: TransactionStatus): Promise<PayOutcome> => {
    if (cents(status.amount) !== cents(amount)) return fail({ kind: 'failed', by: 'gateway', errortype: 'PNP_PAYMENT_FAIL', message: AMOUNT_MISMATCH_MESSAGE, amount });
    onStage?.('confirming');
    const paid = await calls.confirmCart({ ...input.confirm, orderid: status.orderid });
    input.window.close();
    return { kind: 'paid', paid };
  };
  const fail = async (outcome: PayOutcome): Promise<PayOutcome> => {
    input.window.close();
    if (orderid) await calls.cancelCart(orderid).catch(() => undefined);
    return outcome;
  };

  try {
    onStage?.('reserving');
    orderid = (await reserve('N')).orderid;
    // An earlier attempt on this same reservation may already be approved (a lost popup result).
    const earlier = await calls.transactionStatus(orderid);
    if (approved(earlier)) return await confirmOrFail(earlier);

    orderid = (await reserve('Y')).orderid;
    const hold = await calls.holdFunds({ orderid, transactioncode: 0, amount, creditcard: input.creditcard, guest: input.confirm.guest, ...(input.confirm.idseen && { idseen: input.confirm.idseen }) });
    onStage?.('authenticating');
    input.window.open(hold.url);
    const result = await input.window.result(input.resultOrigin, orderid);

    // Whatever the popup said, the server's reading of the gateway decides.
    let status = await calls.transactionStatus(orderid);
    if (status.reasoncode === PENDING_REASON_CODE && result.kind === 'message') {
      for (let attempt = 1; attempt <= POLL_TIMES && status.reasoncode === PENDING_REASON_CODE; attempt++) {
        onStage?.('waiting', attempt);
        await calls.sleep(POLL_EVERY_MS);
        status = await calls.transactionStatus(orderid);
      }
      if (status.reasoncode === PENDING_REASON_CODE) return await fail({ kind: 'failed', by: 'gateway', errortype: 'PNP_PAYMENT_FAIL', message: TIMED_OUT_REASON, amount });
    }
    if (approved(status)) return await confirmOrFail(status);
    // Closed before the bank answered: "Window is closed", which is shown nowhere.
    if (result.kind === 'closed' && status.reasoncode === PENDING_REASON_CODE) return await fail({ kind: 'closed' });
    const reason = status.reasondescription || (result.kind === 'message' ? result.message.reasondescription : '') || 'Transaction is declined.';
    return await fail({ kind: 'failed', by: 'gateway', errortype: 'PNP_PAYMENT_FAIL', message: reason, amount });
  } catch (err) {
    return fail(failureOf(err, amount));
  }
}
