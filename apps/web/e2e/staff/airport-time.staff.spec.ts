import { expect, test } from '../shared-tab';
import { callAs } from '../support';
import { jamaica, openOrder, restingOrder, staffSignIn } from './staff-support';

// Issue 32 item 7: the device keeps Tokyo time (UTC+9); every time on a staff screen is still Jamaica's.
test.use({ timezoneId: 'Asia/Tokyo' });

type Detail = { order: { flight: { flighttime: string } }; events: { at: string }[] };

test('@staff a tablet or phone set to Tokyo time shows queues, flights and the timeline in airport time', async ({ page }) => {
  await staffSignIn(page, 'lounge');
  const first = await restingOrder(page, 'CHECKIN');
  const { order, events } = await callAs<Detail>(page, 'getorder', { orderid: first.orderid });
  const flight = jamaica(order.flight.flighttime);

  await page.goto('/');
  await page.locator('[data-queue="CHECKIN"]').click();
  await expect(page.locator(`[data-testid="order-card"][data-orderid="${first.orderid}"]`)).toContainText(flight);

  await openOrder(page, 'CHECKIN', first.orderid);
  await expect(page.getByText(flight, { exact: true })).toBeVisible();
  const timeline = page.getByTestId('order-timeline');
  for (const e of events) await expect(timeline).toContainText(jamaica(e.at));
});
