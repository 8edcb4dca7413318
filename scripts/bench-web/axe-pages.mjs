/* global document -- the waits run inside the page. */
import { AxeBuilder } from '@axe-core/playwright';

/** WCAG 2.0-2.2 A and AA rules, as the issue asks; best practices are left to Lighthouse. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const settle = (page) => page.waitForLoadState('networkidle').catch(() => undefined);

/**
 * Walks the shopper journey as a visitor does and yields each page once it has loaded: home, stores,
 * categories, products, detail, cart (with a line in it), a document page, and the sign-in pages.
 */
export async function* shopperPages(page, base) {
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Sangster International Departure', exact: true }).waitFor();
  await settle(page);
  yield 'home /';
  await page.getByRole('button', { name: 'Sangster International Departure', exact: true }).click();
  await page.getByRole('button', { name: 'Shop now at Island Spirits' }).waitFor();
  await settle(page);
  yield 'stores /stores';
  await page.getByRole('button', { name: 'Shop now at Island Spirits' }).click();
  await page.getByRole('button', { name: 'Rum', exact: true }).waitFor();
  await settle(page);
  yield 'categories /store/categories';
  await page.getByRole('button', { name: 'Rum', exact: true }).click();
  await page.getByTestId('product-card').first().waitFor();
  await settle(page);
  yield 'products /store/products';
  await page.getByTestId('product-name').first().click();
  await page.waitForURL(/\/product\/detail$/);
  // The products page stays on screen until the detail route has loaded: wait for the one price.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="price"]').length === 1);
  await settle(page);
  yield 'detail /product/detail';
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText('added to your cart.').waitFor();
  await page.getByRole('link', { name: /^Cart, 1 item/ }).click();
  await page.getByTestId('cart-line').first().waitFor();
  await settle(page);
  yield 'cart /cart';
  for (const [name, path, ready] of [
    ['faq', '/faq', 'heading'],
    ['sign-in', '/login', 'Username'],
    ['sign-up', '/register', 'Username'],
    ['forgot password', '/reset-password', 'Username'],
  ]) {
    await page.goto(`${base}${path}`);
    if (ready === 'heading') await page.getByRole('heading', { level: 1 }).first().waitFor();
    else await page.getByLabel(ready).first().waitFor();
    await settle(page);
    yield `${name} ${path}`;
  }
}

/** The axe violations on the page as it is now: [{ id, impact, help, nodes: [selector...] }]. */
export async function axeViolations(page) {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? 'minor', help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}
