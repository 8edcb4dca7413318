import { useState } from 'react';
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { counterTexts } from '@shop/contracts/counter-texts';
import { toDollars } from '@shop/contracts/money';
import { alertDialog } from '../../lib/dialogs';
import { formatDollars } from '@shop/contracts/money-format';
import { paths } from '../../app/paths';
import type { OrderDetail } from './api/get-order';
import { finalCents } from './final-price';
import { OrderItemsEditor } from './order-items-editor';
import type { OrderPaymentState } from './order-payment-state';

/** Refund (back office 4.6): quantities start at 0; a zero total alerts; otherwise cash or card on /order/payment. */
export function RefundPanel({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  const [back, setBack] = useState(order.orderitems.map(() => 0));
  const [extrasBack, setExtrasBack] = useState(order.extraitems.map(() => 0));
  const [choosing, setChoosing] = useState(false);
  const total = finalCents([...order.orderitems.map((i, n) => ({ ...i, quantity: back[n]! })), ...order.extraitems.map((e, n) => ({ ...e, quantity: extrasBack[n]! }))]);
  // Items added at the counter, in the editor's shape: what was added is what may come back.
  const extras = order.extraitems.map((e, n) => ({ ...e, orderitemid: -(n + 1), orderedamount: e.quantity, appliedamount: e.quantity }));

  const refund = () => (total === 0 ? void alertDialog({ title: 'Alert!', message: counterTexts.refundQuantity, button: 'Ok' }) : setChoosing(true));
  const go = (paymenttype: 'cash' | 'card') => {
    const state: OrderPaymentState = {
      order: { orderid: order.orderid, email: order.guest.email },
      chargeableAmount: toDollars(total),
      paymenttype,
      actiontype: 'REFUNDABLEORDERS',
      request: {
        orderid: order.orderid,
        processaction: 'REFUNDORDER',
        ordereditems: order.orderitems.map((i, n) => ({ orderitemid: i.orderitemid, orderedquantity: i.orderedamount, processedquantity: back[n]! })),
        extraOrder: order.extraitems.map((e, n) => ({ productid: e.productid, quantity: extrasBack[n]! })).filter((e) => e.quantity > 0),
        amount: toDollars(total),
      },
    };
    navigate(paths.orderPayment, { state });
  };

  return (
    <Card padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">Refund</Title>
        <OrderItemsEditor items={order.orderitems} quantities={back} max={(i) => i.appliedamount ?? i.orderedamount} label="Refund quantity" onChange={setBack} />
        {extras.length > 0 && (
          <>
            <Text fw={600}>Added at the counter</Text>
            <OrderItemsEditor items={extras} quantities={extrasBack} max={(i) => i.orderedamount} label="Refund quantity" onChange={setExtrasBack} />
          </>
        )}
        <Group justify="space-between">
          <Text fw={700} data-testid="refund-amount">Refund: {formatDollars(toDollars(total))}</Text>
          <Button onClick={refund}>Refund</Button>
        </Group>
      </Stack>
      <Modal opened={choosing} onClose={() => setChoosing(false)} title="Refund details" centered>
        <Text mb="md">How is {formatDollars(toDollars(total))} given back?</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => go('cash')}>Cash</Button>
          <Button onClick={() => go('card')}>Card</Button>
        </Group>
      </Modal>
    </Card>
  );
}
