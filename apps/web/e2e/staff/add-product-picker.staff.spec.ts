import { expect, test } from '../shared-tab';
import { signedInAt } from '../support';

// Issue #32 item 12: Add Product offers the master products the store does not sell yet, and says so when none.

test('@staff Add Product offers nothing the store already sells, and says so', async ({ page }) => {
  // On the demo data Island Spirits already sells every master product it may sell.
  await signedInAt(page, 'vendor', '/products/add');
  await expect(page.getByRole('heading', { name: 'Add Product', level: 1 })).toBeVisible();
  await expect(page.getByTestId('nothing-to-add')).toHaveText('Your store already sells every product of the product master it may sell.');
  await page.getByRole('combobox', { name: 'Product Name' }).click();
  await expect(page.getByRole('option')).toHaveCount(0);
});
