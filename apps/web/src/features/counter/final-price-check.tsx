import { useState } from 'react';
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { counterTexts } from '@shop/contracts/counter-texts';
import { Status } from '@shop/contracts/status';
import { toCents, toDollars } from '@shop/contracts/money';
import { ApiError } from '../../lib/api-error';
import { alertDialog, confirmDialog } from '../../lib/dialogs';
import { formatDollars } from '@shop/contracts/money-format';
import { showFailure } from '../../lib/show-failure';
import { paths } from '../../app/paths';
import type { OrderDetail } from './api/get-order';
import { processOrder, type ProcessOrderRequest } from './api/process-order';
import { ExtraItems, type ExtraItem } from './extra-items';
import { checkoutPath, finalCents } from './final-price';
import { OrderItemsEditor } from './order-items-editor';
import type { OrderPaymentState } from './order-payment-state';
import { SignatureModal } from './signature-modal';
import { IdSeenCheckbox } from '../age-check/id-seen-checkbox';

/**
 * The final price check of back office 4.5: applied quantities and extra items give the final amount; zero asks
 * to cancel (or return), above the deposit (or after a held payment failure) goes to /order/payment, otherwise the
 * guest signs and CHECKOUTORDER is sent.
 */
export function FinalPriceCheck({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  const [applied, setApplied] = useState(order.orderitems.map((i) => i.appliedamount ?? i.orderedamount));
  const [extras, setExtras] = useState<ExtraItem[]>([]);
  /** Remounts the quantity fields when a change is turned down, so they show the quantities kept. */
  const [kept, setKept] = useState(0);
  const [heldFailed, setHeldFailed] = useState(false);
  const [failed, setFailed] = useState(false);
  const [signing, setSigning] = useState<null | ((png: string) => void)>(null);
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [idSeen, setIdSeen] = useState(false);
  const [idMissing, setIdMissing] = useState(false);
  const final = finalCents([...order.orderitems.map((i, n) => ({ ...i, quantity: applied[n]! })), ...extras]);
  const deposit = toCents(order.deposit.amount);

  const request = (signature: string): ProcessOrderRequest => ({
    orderid: order.orderid,
    processaction: heldFailed ? 'FORCECHECKOUTORDER' : 'CHECKOUTORDER',
    ordereditems: order.orderitems.map((i, n) => ({ orderitemid: i.orderitemid, orderedquantity: i.orderedamount, processedquantity: applied[n]! })),
    extraOrder: extras.map((e) => ({ productid: e.productid, quantity: e.quantity })),
    amount: toDollars(final),
    signature,
    ...(order.agecheck && { idseen: idSeen ? ('Y' as const) : ('N' as const) }),
  });

  const submit = async (signature: string) => {
    setBusy(true);
    try {
      await processOrder(request(signature));
      await alertDialog({ title: 'Success!', message: counterTexts.checkedOut, button: 'OK' });
      navigate(paths.staffHome);
    } catch (err) {
      setFailed(true);
      if (err instanceof ApiError && err.status === Status.HELD_PAYMENT_FAILED) setHeldFailed(true);
      await showFailure(err);
    } finally {
      setBusy(false);
    }
  };

  const pay = (paymenttype: 'cash' | 'card') => {
    setChoosing(false);
    setSigning(() => (signature: string) => {
      const state: OrderPaymentState = { order: { orderid: order.orderid, email: order.guest.email }, chargeableAmount: toDollars(heldFailed ? final : final - deposit), paymenttype, request: request(signature) };
      navigate(paths.orderPayment, { state });
    });
  };

  /** Back office 4.4: taking every applied quantity to 0 empties the extra items, once the user agrees. */
  const changeApplied = async (next: number[]) => {
    if (extras.length > 0 && next.every((q) => q === 0)) {
      if (!(await confirmDialog({ title: 'Alert!', message: counterTexts.removeExtras, confirm: 'OK', cancel: 'Cancel' }))) return setKept((k) => k + 1);
      setExtras([]);
    }
    setApplied(next);
  };

  const checkOut = async () => {
    if (order.agecheck && !idSeen) return setIdMissing(true);
    const way = checkoutPath(final, deposit, heldFailed);
    if (way === 'zero') {
      if (await confirmDialog({ title: 'Alert!', message: counterTexts.zeroTotal, confirm: 'Ok', cancel: 'Cancel' })) await submit('');
    } else if (way === 'pay') setChoosing(true);
    else setSigning(() => (png: string) => void submit(png));
  };

  const cancelCheckOut = async () => {
    if (heldFailed) return navigate(paths.orderQueue, { state: { actiontype: 'CHECKEDINORDERS' } });
    try {
      await processOrder({ orderid: order.orderid, processaction: 'CANCELCHECKOUTORDER' });
      navigate(paths.staffHome);
    } catch (err) {
      await showFailure(err);
    }
  };

  return (
    <Card padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">Final price</Title>
        <OrderItemsEditor key={kept} items={order.orderitems} quantities={applied} max={(i) => i.orderedamount} label="Applied quantity" onChange={(next) => void changeApplied(next)} />
        <ExtraItems storeid={order.parts[0]?.vendorid ?? ''} items={extras} onChange={setExtras} />
        <Group justify="space-between">
          <Text>Deposit held: {formatDollars(order.deposit.amount)}</Text>
          <Text fw={700} data-testid="final-amount">Final amount: {formatDollars(toDollars(final))}</Text>
        </Group>
        {order.agecheck && <IdSeenCheckbox checked={idSeen} missing={idMissing} onChange={setIdSeen} />}
        <Group justify="flex-end">
          {failed && <Button variant="default" onClick={() => void cancelCheckOut()}>Cancel Check Out</Button>}
          <Button onClick={() => void checkOut()} loading={busy}>Check Out</Button>
        </Group>
      </Stack>
      <Modal opened={choosing} onClose={() => setChoosing(false)} title="Payment" centered>
        <Text mb="md">{formatDollars(toDollars(heldFailed ? final : final - deposit))} is still to pay.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => pay('cash')}>Pay Cash</Button>
          <Button onClick={() => pay('card')}>Pay with credit card</Button>
        </Group>
      </Modal>
      <SignatureModal opened={!!signing} onClose={() => setSigning(null)} onSave={(png) => { const next = signing; setSigning(null); next?.(png); }} />
    </Card>
  );
}
