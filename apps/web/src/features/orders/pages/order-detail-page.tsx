import { useState } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPlaneDeparture, IconX } from '@tabler/icons-react';
import { Navigate, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { canCancel, canChangeFlight, type OrderStatus } from '@shop/contracts/order-flow';
import { BackLink } from '../../../components/back-link';
import { PageContainer } from '../../../components/page-container';
import { confirmDialog } from '../../../lib/dialogs';
import { showFailure } from '../../../lib/show-failure';
import { LoadFailed } from '../../catalogue/components/load-failed';
import { downloadReceipt } from '../../checkout/api/get-receipt';
import { getPaymentGateway } from '../../checkout/api/get-payment-gateway';
import { cancelOrder, refreshOrders } from '../api/change-order';
import { useOrder } from '../api/orders';
import { InfoPanel } from '../components/info-panel';
import { LoadingBlock } from '../components/loading-block';
import { OrderItemsTable } from '../components/order-items-table';
import { OrderQr } from '../components/order-qr';
import { OrderTimeline } from '../components/order-timeline';
import { StatusBadge } from '../components/status-badge';
import { airportTime, showAirportDate } from '@shop/contracts/airport-time';
import { airportName } from '@shop/contracts/enums';
import { useOrderIdFromState } from '../use-order-state';
import { paths } from '../../../app/paths';
import { resultState } from '../result-state';

/** /order/detail for shoppers: the order, its QR code, flight, items, receipt and progress; Edit Flight and Cancel Order. */
export default function OrderDetailPage() {
  const orderid = useOrderIdFromState();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const order = useOrder(orderid);
  const [busy, setBusy] = useState<'cancel' | 'receipt' | null>(null);
  if (!orderid) return <Navigate to={paths.home} replace />;

  const back = <BackLink to={paths.myOrders}>My Orders</BackLink>;
  if (order.isPending) return <PageContainer title="Order Details" size="md" aside={back}><LoadingBlock message="Retrieving Orders.." /></PageContainer>;
  if (order.isError) return <PageContainer title="Order Details" size="md" aside={back}><LoadFailed message={order.error.message} onRetry={() => void order.refetch()} /></PageContainer>;

  const { order: o, events } = order.data;
  const status = o.status as OrderStatus;

  const cancel = async () => {
    if (!(await confirmDialog({ title: 'Alert!', message: 'Are you want to cancel this order?', confirm: 'Ok', cancel: 'Cancel', danger: true }))) return;
    setBusy('cancel');
    try {
      const gateway = await getPaymentGateway();
      await cancelOrder(o.orderid, o.deposit.amount, gateway.paymentgateway);
      await refreshOrders(queryClient);
      navigate(paths.orderSuccess, { state: resultState('Order Canceled', paths.myOrders) });
    } catch (err) {
      await showFailure(err);
      void order.refetch();
    } finally {
      setBusy(null);
    }
  };
  const receipt = async () => {
    if (!o.receiptfile) return;
    setBusy('receipt');
    try {
      await downloadReceipt(o.receiptfile);
    } catch (err) {
      await showFailure(err);
    } finally {
      setBusy(null);
    }
  };

  return (
    <PageContainer title="Order Details" size="md" aside={back}>
      <Stack gap="md">
        <Card withBorder padding="md">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
            <Stack gap={6}>
              <Text size="sm" c="dimmed">Order Number</Text>
              <Title order={2} size="h3" data-testid="order-number">{o.orderid}</Title>
              <Group gap="xs"><StatusBadge status={status} /></Group>
              <Text size="sm" c="dimmed">Confirmation {o.confirmationnumber} · placed {showAirportDate(o.placedat, true)}</Text>
            </Stack>
            <OrderQr value={o.orderid} />
          </Group>
        </Card>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <InfoPanel
            title="Customer"
            testid="customer-panel"
            rows={[
              ['Name', `${o.guest.firstname} ${o.guest.lastname}`],
              ['Email', o.guest.email],
              ['Phone', o.guest.phone],
            ]}
          />
          <InfoPanel
            title="Flight"
            testid="flight-panel"
            rows={[
              ['Airport', airportName(o.flight.airportid)],
              ['Airline', o.flight.airlineid],
              ['Flight', o.flight.flightid],
              ['Travel Date', showAirportDate(o.flight.flighttime, true)],
              ['Time', airportTime(o.flight.flighttime)],
            ]}
          />
        </SimpleGrid>
        <Card withBorder padding="md">
          <Title order={2} size="h5" mb="xs">Items</Title>
          <OrderItemsTable items={o.orderitems} />
        </Card>
        <Card withBorder padding="md">
          <Title order={2} size="h5" mb="sm">Progress</Title>
          <OrderTimeline status={status} events={events} monthFirst />
        </Card>
        <Group justify="flex-end" gap="sm">
          {o.receiptfile && (
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={receipt} loading={busy === 'receipt'}>Receipt</Button>
          )}
          {canChangeFlight(status) && (
            <Button variant="light" leftSection={<IconPlaneDeparture size={16} />} onClick={() => navigate(paths.updateFlight, { state: { orderid: o.orderid } })}>
              Edit Flight
            </Button>
          )}
          {canCancel(status) && (
            <Button color="red" leftSection={<IconX size={16} />} onClick={cancel} loading={busy === 'cancel'}>Cancel Order</Button>
          )}
        </Group>
      </Stack>
    </PageContainer>
  );
}
