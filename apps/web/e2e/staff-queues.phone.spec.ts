import { expect, test } from './shared-tab';
import { callAs, outbox } from './support';
import { expectNoSidewaysOverflow } from './phone-support';
import { openQueue, scan, staffPage, type QueueCard } from './queues-support';

test('on a phone the lounge checks in an express store’s goods by QR text entry, and the guest is mailed', async ({ person }) => {
  const lounge = await staffPage(person, 'lounge', { width: 390, height: 844 });
  await openQueue(lounge, 'CHECKIN', 'Check In');
  await expectNoSidewaysOverflow(lounge);
  const { orders } = await callAs<{ orders: QueueCard[] }>(lounge, 'getorders', { actiontype: 'CHECKIN' });
  // A demo order whose only part the express store carries itself.
  const target = orders.find((o) => o.parts.length === 1 && o.parts[0]!.status === 'WIP' && o.parts[0]!.assignedto === 'express')!;
  expect(target).toBeTruthy();
  await scan(lounge, `${target.orderid}|express`);
  await expect(lounge.getByRole('heading', { name: `Order ${target.orderid}`, level: 1 })).toBeVisible();
  await expectNoSidewaysOverflow(lounge);
  await lounge.getByRole('button', { name: 'Check In', exact: true }).click();
  await expect(lounge.getByTestId('order-success')).toContainText('Checked In');
  await expect.poll(async () => (await outbox()).some((m) => m.includes(`Your order ${target.orderid} is ready for collection`)), { timeout: 10_000 }).toBe(true);
});
