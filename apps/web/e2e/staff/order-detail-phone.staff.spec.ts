import { expect, test } from '../shared-tab';
import { openOrder, restingOrder, staffSignIn } from './staff-support';

// Issue 32 item 10: the quantities a person acts on stay on screen, and the order is named once.
test('@staff the order detail shows Ordered and Applied without sideways scrolling and names the order once', async ({ page }) => {
  await staffSignIn(page, 'vendor');
  const first = await restingOrder(page, 'UNPROCESSED');
  await openOrder(page, 'UNPROCESSED', first.orderid);
  const width = page.viewportSize()!.width;
  const table = page.getByTestId('order-items');
  for (const name of ['Ordered', 'Applied']) {
    const box = (await table.getByRole('columnheader', { name }).boundingBox())!;
    expect(box.x + box.width, `${name} within the ${width} px screen`).toBeLessThanOrEqual(width);
  }
  const more = table.getByRole('button', { name: /^More / }).first();
  const box = (await more.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  await expect(page.getByText(`Order ${first.orderid}`, { exact: true })).toHaveCount(1);
});
