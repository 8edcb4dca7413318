import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './shared-tab';
import { bankOf, payNow, toReview } from './checkout-support';

/** A product picture that is not there: drawn as a placeholder (MediaImage), as for another test's new product. */
const missingPicture = (url: string) => new URL(url, 'http://x').pathname.startsWith('/media/');

/**
 * Every console error and Content-Security-Policy violation of every page of the context, popups included, but
 * missing pictures: the shelf the test shops from also holds the products other tests are making.
 */
function watchContext(context: BrowserContext) {
  const seen: string[] = [];
  const watch = (p: Page) => p.on('console', (m) => {
    if (m.type() === 'error' && missingPicture(m.location().url)) return;
    if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) seen.push(`${p.url()}: ${m.text()} (${m.location().url})`);
  });
  context.pages().forEach(watch);
  context.on('page', watch);
  return seen;
}

test.describe('the gateway’s 3-D Secure page (docs/decisions/0095)', () => {
  test('runs as the gateway wrote it, inline script and all, in its own sandboxed page, and the payment completes', async ({ page, context }) => {
    const seen = watchContext(context);
    await toReview(page);
    const popup = await payNow(page);
    // The gateway's page moved itself on by its onload handler; the issuer's page, in the frame of the shop's
    // window, runs sandboxed, not as the shop.
    const bank = popup.frames().find((f) => f !== popup.mainFrame())!;
    expect(await bank.evaluate(() => window.origin)).toBe('null');
    expect(await bank.evaluate(() => { try { return localStorage.length; } catch { return 'blocked'; } })).toBe('blocked');
    await expect(popup.getByRole('heading', { name: 'Secure payment' })).toBeVisible();
    await bankOf(popup).getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/payment\/success$/, { timeout: 20_000 });
    expect(seen).toEqual([]);
  });

  test('its script cannot run on any other page of the shop: the strict policy is unchanged there', async ({ page }) => {
    const answer = await page.goto('/cart');
    const policy = answer?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/sha256|unsafe-hashes|sandbox/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const outcome = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (e) => violations.push(e.violatedDirective));
      const w = window as unknown as { ranHandler?: boolean; ranScript?: boolean };
      // The very handler FAC's page runs, and an inline script as PowerTranz's carries.
      const form = document.createElement('form');
      form.setAttribute('onsubmit', 'document.forms[0].submit()');
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.ranHandler = true');
      img.src = '/no-such-picture.png';
      const script = document.createElement('script');
      script.textContent = 'window.ranScript = true;';
      document.body.append(form, img, script);
      await new Promise((r) => img.addEventListener('error', r));
      await new Promise((r) => setTimeout(r, 50));
      return { ranHandler: w.ranHandler ?? false, ranScript: w.ranScript ?? false, violations };
    });
    expect(outcome.ranHandler).toBe(false);
    expect(outcome.ranScript).toBe(false);
    expect(outcome.violations.length).toBeGreaterThanOrEqual(2);
  });
});
