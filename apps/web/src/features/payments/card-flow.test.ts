import { describe, expect, it, vi } from 'vitest';
import type { CallRequest } from '@shop/contracts/calls';
import { Status } from '@shop/contracts/status';
import { ApiError } from '../../lib/api-error';
import { runCardFlow, type CardFlowCalls, type CardFlowInput, type TransactionStatus } from './card-flow';
import type { PaymentWindow, WindowResult } from './payment-window';

const status = (reasoncode: number, amount: number, reasondescription = ''): TransactionStatus => ({
  orderid: 'R-2',
  responsecode: reasoncode === 1 ? 1 : reasoncode === 999 ? 3 : 2,
  reasoncode,
  reasondescription,
  amount,
  authorizationnumber: reasoncode === 1 ? '123456' : '',
  originalresponsecode: '',
  cardnumber: '************1111',
  referencenumber: '',
});

const approvedMessage: WindowResult = {
  kind: 'message',
  message: { type: 'fac-3ds-result', orderid: 'R-2', responsecode: 1, reasoncode: 1, reasondescription: 'Transaction is approved.' },
};

function setup(opts: { statuses: TransactionStatus[]; window?: WindowResult; fail?: Partial<Record<keyof CardFlowCalls, ApiError>> }) {
  const statuses = [...opts.statuses];
  let reserved = 0;
  const calls = {
    reserveCart: vi.fn(async (_request: CallRequest<'reservecart'>) => {
      if (opts.fail?.reserveCart) throw opts.fail.reserveCart;
      return { orderid: `R-${++reserved}`, amount: 27.5, expiresat: '' };
    }),
    transactionStatus: vi.fn(async () => statuses.shift() ?? status(999, 0)),
    holdFunds: vi.fn(async () => {
      if (opts.fail?.holdFunds) throw opts.fail.holdFunds;
      return { orderid: 'R-2', amount: 27.5, html: '<html>3ds</html>', url: '/payments/3ds/one-time' };
    }),
    cancelCart: vi.fn(async () => ({})),
    confirmCart: vi.fn(async () => {
      if (opts.fail?.confirmCart) throw opts.fail.confirmCart;
      return { orderid: 'R-2', confirmationnumber: 'C-1', filename: 'receipt-R-2.pdf' };
    }),
    sleep: vi.fn(async () => undefined),
  };
  const win: PaymentWindow = {
    open: vi.fn(),
    result: vi.fn(async (): Promise<WindowResult> => opts.window ?? approvedMessage),
    close: vi.fn(),
  };
  const input: CardFlowInput = {
    reservation: { direction: 'D', scheduleid: 'S1', cart: [{ productid: 1, quantityincart: 1 }], walkin: 'N' },
    amount: 27.5,
    creditcard: { cardtype: 'visa', cardholder: 'Ann Lee', cardnumber: '4111111111111111', expirydate: '1230', cvv: '123' },
    confirm: {
      direction: 'D',
      scheduleid: 'S1',
      guest: { firstname: 'Ann', lastname: 'Lee', email: 'ann@example.com', phone: '8765550123' },
      cart: [{ productid: 1, quantityincart: 1 }],
      payment: { transactioncode: 0, cardtype: 'visa', cardholder: 'Ann Lee', cardnumber: '1111', amount: 27.5 },
      walkin: 'N',
    },
    resultOrigin: 'http://shop.test',
    window: win,
  };
  return { calls, win, input };
}

describe('the card flow', () => {
  it('holds the funds through the popup, reconciles and confirms', async () => {
    const { calls, win, input } = setup({ statuses: [status(999, 0), status(1, 27.5)] });
    const out = await runCardFlow(input, calls);
    expect(out).toEqual({ kind: 'paid', paid: { orderid: 'R-2', confirmationnumber: 'C-1', filename: 'receipt-R-2.pdf' } });
    expect(calls.reserveCart.mock.calls.map((c) => c[0].reset)).toEqual(['N', 'Y']);
    expect(calls.holdFunds).toHaveBeenCalledWith(expect.objectContaining({ orderid: 'R-2', transactioncode: 0, amount: 27.5 }));
    expect(win.open).toHaveBeenCalledWith('/payments/3ds/one-time');
    expect(win.result).toHaveBeenCalledWith('http://shop.test', 'R-2');
    expect(calls.confirmCart).toHaveBeenCalledWith(expect.objectContaining({ orderid: 'R-2' }));
    expect(calls.cancelCart).not.toHaveBeenCalled();
  });

  it('sends the operator’s word that ID was seen with the hold of a walk-in sale, and nothing of it for a shopper', async () => {
    const walkIn = setup({ statuses: [status(999, 0), status(1, 27.5)] });
    await runCardFlow({ ...walkIn.input, confirm: { ...walkIn.input.confirm, walkin: 'Y', idseen: 'Y' } }, walkIn.calls);
    expect(walkIn.calls.holdFunds).toHaveBeenCalledWith(expect.objectContaining({ orderid: 'R-2', idseen: 'Y' }));
    const shopper = setup({ statuses: [status(999, 0), status(1, 27.5)] });
    await runCardFlow(shopper.input, shopper.calls);
    expect(shopper.calls.holdFunds).toHaveBeenCalledWith(expect.not.objectContaining({ idseen: expect.anything() }));
  });

  it('confirms an earlier approval of the same reservation without asking the card again', async () => {
    const { calls, input } = setup({ statuses: [status(1, 27.5)] });
    expect((await runCardFlow(input, calls)).kind).toBe('paid');
    expect(calls.holdFunds).not.toHaveBeenCalled();
  });

  it('cancels and shows the reason of a declined card', async () => {
    const declined = { kind: 'message', message: { type: 'fac-3ds-result', orderid: 'R-2', responsecode: 2, reasoncode: 2, reasondescription: 'Transaction is declined.' } } as const;
    const { calls, input } = setup({ statuses: [status(999, 0), status(2, 0, 'Transaction is declined.')], window: declined });
    expect(await runCardFlow(input, calls)).toEqual({ kind: 'failed', by: 'gateway', errortype: 'PNP_PAYMENT_FAIL', message: 'Transaction is declined.', amount: 27.5 });
    expect(calls.cancelCart).toHaveBeenCalledWith('R-2');
    expect(calls.confirmCart).not.toHaveBeenCalled();
  });

  it('cancels silently when the shopper closes the popup', async () => {
    const { calls, input } = setup({ statuses: [status(999, 0), status(999, 0)], window: { kind: 'closed' } });
    expect(await runCardFlow(input, calls)).toEqual({ kind: 'closed' });
    expect(calls.cancelCart).toHaveBeenCalledWith('R-2');
  });

  it('still confirms when the popup closed but the bank approved', async () => {
    const { calls, input } = setup({ statuses: [status(999, 0), status(1, 27.5)], window: { kind: 'closed' } });
    expect((await runCardFlow(input, calls)).kind).toBe('paid');
  });

  it('refuses an authorised amount that differs from the cart total', async () => {
    const { calls, input } = setup({ statuses: [status(999, 0), status(1, 27.49)] });
    expect(await runCardFlow(input, calls)).toMatchObject({ kind: 'failed', message: 'The amount authorized does not match with the amount, please contact support.' });
    expect(calls.confirmCart).not.toHaveBeenCalled();
    expect(calls.cancelCart).toHaveBeenCalled();
  });

  it('polls every 5 s up to 12 times while the answer is pending, then times out', async () => {
    const { calls, input } = setup({ statuses: [] });
    expect(await runCardFlow(input, calls)).toMatchObject({ kind: 'failed', message: 'Timed Out' });
    expect(calls.sleep).toHaveBeenCalledTimes(12);
    expect(calls.sleep).toHaveBeenCalledWith(5000);
    expect(calls.transactionStatus).toHaveBeenCalledTimes(14);
  });

  it('stops polling once the answer arrives', async () => {
    const { calls, input } = setup({ statuses: [status(999, 0), status(999, 0), status(999, 0), status(1, 27.5)] });
    expect((await runCardFlow(input, calls)).kind).toBe('paid');
    expect(calls.sleep).toHaveBeenCalledTimes(2);
  });

  it.each([
    [Status.STOCK_UNAVAILABLE, 'STOCK_UNAVAILABLE'],
    [Status.CARD_PAYMENT_FAILED, 'PNP_PAYMENT_FAIL'],
    [Status.CARD_DECLINED, 'PNP_PAYMENT_FAIL'],
    [Status.CARD_GATEWAY_ERROR, 'PNP_PAYMENT_FAIL'],
    [Status.HELD_PAYMENT_FAILED, 'PNP_HELD_PAYMENT_FAIL'],
    [Status.HELD_PAYMENT_REVERSAL_FAILED, 'PNP_HELD_PAYMENT_FAIL'],
    [Status.RESERVATION_EXPIRED, 'PAYMENT_FAIL'],
  ])('sends status %i to the failed page as %s with the server message', async (code, errortype) => {
    const { calls, input } = setup({ statuses: [status(999, 0), status(1, 27.5)], fail: { confirmCart: new ApiError(code, 'Server says no.') } });
    expect(await runCardFlow(input, calls)).toEqual({ kind: 'failed', by: 'status', errortype, message: 'Server says no.', amount: 27.5 });
    expect(calls.cancelCart).toHaveBeenCalledWith('R-2');
  });

  it('reports a short stock at reservation without holding funds', async () => {
    const { calls, win, input } = setup({ statuses: [], fail: { reserveCart: new ApiError(16, 'Only 2 item left in stock for Rum') } });
    expect(await runCardFlow(input, calls)).toMatchObject({ kind: 'failed', errortype: 'STOCK_UNAVAILABLE', message: 'Only 2 item left in stock for Rum' });
    expect(calls.holdFunds).not.toHaveBeenCalled();
    expect(calls.cancelCart).not.toHaveBeenCalled();
    expect(win.close).toHaveBeenCalled();
  });
});
