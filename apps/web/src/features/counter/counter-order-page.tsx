import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { counterTexts } from '@shop/contracts/counter-texts';
import { canCancel } from '@shop/contracts/order-flow';
import { BackLink } from '../../components/back-link';
import { PageContainer } from '../../components/page-container';
import { alertDialog, confirmDialog } from '../../lib/dialogs';
import { formatDollars } from '@shop/contracts/money-format';
import { showFailure } from '../../lib/show-failure';
import { paths } from '../../app/paths';
import { useOrder } from './api/get-order';
import { processOrder } from './api/process-order';
import { printReceipt } from './api/receipts';
import { FinalPriceCheck } from './final-price-check';
import { RefundPanel } from './refund-panel';
import type { ReceiptState } from './receipt-page';
import { CheckIdBadge } from '../age-check/check-id-badge';

/**
 * The counter's view of one order (?orderid=): check-out when it is CHECKED IN, refund when it was collected,
 * Cancel Order while it may be cancelled, and its newest receipt. The staff order detail mounts the same parts.
 */
export default function CounterOrderPage() {
  const [params] = useSearchParams();
  const orderid = params.get('orderid') ?? '';
  const navigate = useNavigate();
  const query = useOrder(orderid);
  const order = query.data?.order;

  const cancel = async () => {
    if (!(await confirmDialog({ title: 'Alert!', message: counterTexts.cancelConfirm, confirm: 'Ok', cancel: 'Cancel', danger: true }))) return;
    try {
      await processOrder({ orderid, processaction: 'CANCELORDER' });
      await alertDialog({ title: 'Success!', message: 'Order Canceled', button: 'OK' });
      navigate(paths.staffHome);
    } catch (err) {
      await showFailure(err);
    }
  };
  const receipt = async () => {
    try {
      const r = await printReceipt(orderid);
      const state: ReceiptState = { reportFilename: r.filename, orderid: r.orderid, email: r.email };
      navigate(paths.receipt, { state });
    } catch (err) {
      await showFailure(err);
    }
  };

  // The way back is the queue the order stands in: Check Out before the counter, Refund Orders after (issue 32 item 10).
  const back = order?.status === 'CHECKED IN' ? 'CHECKEDINORDERS' : order && order.status !== 'REFUNDED' ? 'REFUNDABLEORDERS' : undefined;
  return (
    <PageContainer
      title={`Order ${orderid}`}
      size="md"
      aside={back ? <BackLink to={paths.orderQueue} state={{ actiontype: back }}>Back</BackLink> : <BackLink to={paths.staffHome}>Back</BackLink>}
    >
      {query.isLoading && <Loader aria-label="Retrieving Orders..." />}
      {query.error && <Alert color="red">{query.error.message}</Alert>}
      {order && (
        <Stack gap="md">
          <Card padding="md">
            <Group justify="space-between" wrap="wrap">
              <Text>
                <Text span fw={700}>{order.guest.firstname} {order.guest.lastname}</Text> · {order.flight.airlineid} {order.flight.flightid}
              </Text>
              <Group gap={6}>
                <CheckIdBadge agecheck={order.agecheck} />
                <Text fw={700} data-testid="order-status">{order.status}</Text>
              </Group>
            </Group>
            <Text size="sm" c="dimmed">Total {formatDollars(order.total)} · deposit {formatDollars(order.deposit.amount)}</Text>
          </Card>
          {order.status === 'CHECKED IN' && <FinalPriceCheck order={order} />}
          {['CHECKED OUT', 'RETURN ASSIGNED', 'RETURN CONFIRMED', 'RETURNED'].includes(order.status) && <RefundPanel order={order} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void receipt()}>Receipt</Button>
            {canCancel(order.status) && <Button color="red" variant="light" onClick={() => void cancel()}>Cancel Order</Button>}
          </Group>
        </Stack>
      )}
    </PageContainer>
  );
}
