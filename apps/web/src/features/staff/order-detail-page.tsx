import { useState } from 'react';
import { Badge, Button, Card, Group, Loader, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { checkInWaits, partsForQueue } from '@shop/contracts/order-actions';
import { appliedRange, initialApplied, queueOf, queueWords, transitionOf, type Queue } from '@shop/contracts/order-flow';
import { Status } from '@shop/contracts/status';
import { ApiError } from '../../lib/api-error';
import { PageContainer } from '../../components/page-container';
import { BackLink } from '../../components/back-link';
import { paths } from '../../app/paths';
import { alertDialog } from '../../lib/dialogs';
import { getFile } from '../../lib/get-file';
import { usePrincipal } from '../auth/principal';
import { processOrder, useAgents, useOrder, type OrderDetail } from './api/orders';
import { StaffItemsTable } from './components/staff-items-table';
import { OrderTimeline } from './components/order-timeline';
import { PartQr } from './components/part-qr';
import type { ResultState } from '../orders/result-state';
import { staffDateTime } from '@shop/contracts/airport-time';
import { airportName } from '@shop/contracts/enums';
import { isExpress, isLounge, mayOpen, useActor } from './staff-queues';
import { printReceipt } from '../counter/api/receipts';
import type { ReceiptState } from '../counter/receipt-page';
import { CheckIdBadge } from '../age-check/check-id-badge';

interface NavState {
  orderid?: string;
  actiontype?: string;
  /** The carrier a check-in scan named (orderid|assignedto). */
  assignedto?: string | null;
}

/** The staff order detail (/order/detail, back office 2.4); without an order in navigation state it goes to /. */
export default function StaffOrderDetailPage() {
  const state = useLocation().state as NavState | null;
  if (!state?.orderid) return <Navigate to={paths.staffHome} replace />;
  return <Detail orderid={state.orderid} actiontype={state.actiontype} carrier={state.assignedto ?? null} />;
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md">
      <Text fw={700} mb={4}>
        {title}
      </Text>
      {children}
    </Card>
  );
}

function Detail({ orderid, actiontype, carrier }: { orderid: string; actiontype?: string; carrier: string | null }) {
  const who = usePrincipal();
  const q = actiontype ? queueOf(actiontype) : undefined;
  const queue = q && mayOpen(q, who) ? q : undefined;
  const detail = useOrder(orderid);
  const back = queue ? { path: paths.orderQueue, state: { actiontype: queue.actiontype } } : { path: paths.staffHome };
  return (
    <PageContainer title={`Order ${orderid}`} aside={<BackLink to={back.path} state={back.state}>Back</BackLink>}>
      {detail.isPending ? (
        <Group>
          <Loader size="sm" />
          <Text>Retrieving Orders...</Text>
        </Group>
      ) : detail.isError ? (
        <Text c="red">{detail.error.message}</Text>
      ) : (
        <Body key={`${detail.data.order.status}-${detail.data.order.parts.map((p) => p.status).join()}`} data={detail.data} queue={queue} carrier={carrier} />
      )}
    </PageContainer>
  );
}

function Body({ data, queue, carrier }: { data: OrderDetail; queue?: Queue; carrier: string | null }) {
  const who = usePrincipal();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { order, events } = data;
  const actor = useActor(order.atlounge);
  const actiontype = queue?.actiontype ?? '';
  const candidates = partsForQueue(actor, order, queue);
  const ownStore = order.parts.find((p) => p.vendorid === actor.vendorid)?.vendorname ?? 'lounge';
  const waits = queue?.action === 'CHECKINORDER' ? checkInWaits(actor, order, ownStore) : null;
  const [vendorid, setVendorid] = useState(() => (candidates.find((p) => carrier && p.assignedto === carrier) ?? candidates[0])?.vendorid ?? '');
  const part = candidates.find((p) => p.vendorid === vendorid);
  const [applied, setApplied] = useState<Record<number, number>>(() =>
    Object.fromEntries(order.orderitems.map((i) => [i.orderitemid, initialApplied(appliedRange(actiontype, i))])),
  );
  const t = queue?.action ? transitionOf(queue.action) : undefined;
  const partItems = order.orderitems.filter((i) => !part || i.vendorid === part.vendorid);
  const agents = useAgents(partItems[0]?.orderitemid, !!t?.needsAgent && !!part);
  const [agent, setAgent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const words = queue ? queueWords(queue, isExpress(who)) : undefined;

  async function submit() {
    if (actiontype === 'REPRINTABLERECEIPTS') return reprint();
    if (!queue?.action || !part) return;
    if (queue.money) {
      // The counter's screen holds the final price check, the signature, the refund and the receipt.
      void navigate(`${paths.counterOrder}?orderid=${encodeURIComponent(order.orderid)}`);
      return;
    }
    if (t?.needsAgent && !agent) {
      await alertDialog({ title: 'Alert!', message: 'Please select an agent.', button: 'Ok' });
      return;
    }
    setBusy(true);
    try {
      await processOrder(qc, {
        orderid: order.orderid,
        processaction: queue.action,
        vendorid: part.vendorid,
        assignto: t?.needsAgent ? agent! : queue.action === 'CHECKINORDER' ? (part.assignedto ?? undefined) : undefined,
        ordereditems: partItems.map((i) => ({ orderitemid: i.orderitemid, orderedquantity: i.orderedamount, processedquantity: applied[i.orderitemid] ?? 0 })),
      });
      if (queue.success) {
        await alertDialog({ title: 'Success!', message: queue.success, button: 'OK' });
        void navigate(paths.staffHome);
        return;
      }
      const toAdmin = isLounge(who) && queue.cancel && (queue.back === 'admin' || queue.loungeBack === 'admin');
      const result: ResultState = { heading: words?.done ?? '', back: toAdmin ? { path: paths.admin } : { path: paths.orderQueue, state: { actiontype } } };
      void navigate(paths.orderSuccess, { state: result });
    } catch (err) {
      // A request the server finds incomplete (nothing applied, no agent) is corrected here, on the order.
      if (err instanceof ApiError && err.status === Status.INVALID_REQUEST) {
        await alertDialog({ title: 'Oops!', message: err.message });
        return;
      }
      const result: ResultState = { heading: queue.failed ?? 'Failed', message: (err as Error).message, back: { path: paths.orderQueue, state: { actiontype } } };
      void navigate(paths.orderFailed, { state: result });
    } finally {
      setBusy(false);
    }
  }

  /** PRINT RECEIPT (back office 4.1): the order's receipt, with Email and Back. */
  async function reprint() {
    try {
      const r = await printReceipt(order.orderid);
      void navigate(paths.receipt, { state: { reportFilename: r.filename, orderid: r.orderid, email: r.email } satisfies ReceiptState });
    } catch (err) {
      await alertDialog({ title: 'Oops!', message: (err as Error).message });
    }
  }

  async function print() {
    try {
      const blob = await getFile('getdeliveryslip', { orderid: order.orderid, vendorid: part?.vendorid });
      window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    } catch (err) {
      await alertDialog({ title: 'Oops!', message: (err as Error).message });
    }
  }

  const showQr = queue?.partQr && part?.status === 'WIP' && part.assignedto;
  const canPrint = part?.status === 'WIP' || (!queue && order.status === 'WIP');
  return (
    <Stack gap="md">
      {/* The page title names the order once; the status sits under it (issue 32 item 10). */}
      <Group gap="sm">
        <Badge size="lg" variant="light" data-testid="order-status">
          {part && queue?.level === 'part' ? part.status : order.status}
        </Badge>
        <CheckIdBadge agecheck={order.agecheck} size="lg" />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Panel title="Customer">
          <Text size="sm">
            {order.guest.firstname} {order.guest.lastname}
          </Text>
          <Text size="sm">{order.guest.email}</Text>
          <Text size="sm">{order.guest.phone}</Text>
        </Panel>
        <Panel title="Flight">
          <Text size="sm">{airportName(order.flight.airportid)}</Text>
          <Text size="sm">
            {order.flight.airlineid} · {order.flight.flightid} · {order.flight.direction === 'D' ? 'Departure' : 'Arrival'}
          </Text>
          <Text size="sm">{staffDateTime(order.flight.flighttime)}</Text>
        </Panel>
      </SimpleGrid>

      {candidates.length > 1 && queue?.level === 'part' && (
        <Radio.Group label="Store" value={vendorid} onChange={setVendorid}>
          <Stack gap={4} mt={4}>
            {candidates.map((p) => (
              <Radio key={p.vendorid} value={p.vendorid} label={`${p.vendorname}${p.assignedname ? ` · ${p.assignedname}` : ''} · ${p.status}`} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {waits && (
        <Text c="orange.8" data-testid="check-in-waits">
          {waits}
        </Text>
      )}
      {queue?.namesParts && part && (
        <Text size="sm" data-testid="part-names">
          Vendor: {part.vendorname} · Assigned To: {part.assignedname ?? '-'}
        </Text>
      )}

      <StaffItemsTable order={order} actiontype={actiontype} part={part} applied={applied} onApplied={(id, v) => setApplied((a) => ({ ...a, [id]: v }))} />

      {t?.needsAgent && part && (
        <Select
          label="Assign To"
          placeholder="Search an agent"
          searchable
          data={(agents.data ?? []).map((a) => ({ value: a.username, label: `${a.firstname} ${a.lastname}` }))}
          value={agent}
          onChange={setAgent}
          nothingFoundMessage="No agent found"
          maw={360}
        />
      )}
      {showQr && <PartQr orderid={order.orderid} assignedto={part.assignedto!} />}
      <Group>
        {((queue?.action && part) || actiontype === 'REPRINTABLERECEIPTS') && words?.button && (
          <Button onClick={() => void submit()} loading={busy} data-testid="order-action">
            {words.button}
          </Button>
        )}
        {canPrint && (
          <Button variant="outline" onClick={() => void print()}>
            Print
          </Button>
        )}
      </Group>

      <Card withBorder radius="md">
        <Text fw={700} mb="sm">
          Timeline
        </Text>
        <OrderTimeline events={events} />
      </Card>
    </Stack>
  );
}
