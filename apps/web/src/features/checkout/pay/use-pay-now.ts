import { useState } from 'react';
import { useNavigate } from 'react-router';
import { alertDialog } from '../../../lib/dialogs';
import { renewSession } from '../../auth/session-service';
import { useCart } from '../../cart/cart-store';
import { cancelCart } from '../api/cancel-cart';
import { confirmCart } from '../api/confirm-cart';
import { getPaymentGateway } from '../api/get-payment-gateway';
import { holdFunds } from '../api/hold-funds';
import { reserveCart } from '../api/reserve-cart';
import { transactionStatus } from '../api/transaction-status';
import { useCard } from '../stores/card-store';
import { useDrafts } from '../stores/drafts-store';
import { buildPayment } from './build-payment';
import { runCardFlow, type Stage } from '../../payments/card-flow';
import { POPUP_BLOCKED_MESSAGE, failureOf, type Paid, type PayOutcome } from '../../payments/payment-outcome';
import { openPaymentWindow, type PaymentWindow } from '../../payments/payment-window';
import type { FailedState } from '../../payments/failed-state';
import { paths } from '../../../app/paths';

const calls = {
  reserveCart,
  transactionStatus,
  holdFunds,
  cancelCart,
  confirmCart,
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

/**
 * After an order: the session is renewed silently, and the cart, card and flight form are cleared (storefront
 * section 4). The success page does it as it opens, so the review never shows an emptied cart in between.
 */
export function finishOrder() {
  void renewSession().catch(() => undefined);
  useCart.getState().reset();
  useCard.getState().clear();
  useDrafts.getState().clearFlight();
  // Asked once per order (decision 0130): the next order asks again unless the profile keeps it.
  useDrafts.getState().setBirthdate('');
}

/** Pay Now (and RESUBMIT): the card flow with the checkout's drafts, then the success or failed page. */
export function usePayNow() {
  const navigate = useNavigate();
  const [stage, setStage] = useState<{ stage: Stage; attempt?: number } | null>(null);

  const settle = (outcome: PayOutcome) => {
    setStage(null);
    if (outcome.kind === 'paid') {
      navigate(paths.paymentSuccess, { state: outcome.paid satisfies Paid, replace: true });
    } else if (outcome.kind === 'failed') {
      const state: FailedState = { errortype: outcome.errortype, errorMessage: outcome.message, walkin: 'N', amount: outcome.amount };
      navigate(outcome.by === 'gateway' ? paths.orderPaymentFailed : paths.paymentFailed, { state });
    } else if (outcome.kind === 'blocked') {
      void alertDialog({ title: 'Oops!', message: POPUP_BLOCKED_MESSAGE });
    }
  };

  const run = async (win: PaymentWindow) => {
    const { cart, cartGrandTotal } = useCart.getState();
    const { guest, flight, birthdate } = useDrafts.getState();
    const card = useCard.getState();
    setStage({ stage: 'reserving' });
    try {
      const gateway = await getPaymentGateway();
      const resultOrigin = new URL(gateway.redirecturl, window.location.href).origin;
      const input = buildPayment({ cart, amount: cartGrandTotal, guest, flight, card, birthdate });
      settle(await runCardFlow({ ...input, resultOrigin, window: win, onStage: (s, attempt) => setStage({ stage: s, attempt }) }, calls));
    } catch (err) {
      win.close();
      settle(failureOf(err, cartGrandTotal));
    }
  };

  /** Call from the click handler itself: the popup opens before anything is awaited, so no blocker stops it. */
  const pay = () => {
    if (stage) return;
    const win = openPaymentWindow();
    if (!win) return settle({ kind: 'blocked' });
    void run(win);
  };

  return { pay, stage };
}
