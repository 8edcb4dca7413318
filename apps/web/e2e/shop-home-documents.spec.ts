import { expect, test } from './shared-tab';

test.describe('documents', () => {
  test('/faq shows its sanitized HTML under the page title', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ordering', level: 3 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Customs Allowances' }).first()).toBeVisible();
    await expect(page).toHaveTitle(/Frequently Asked Questions/);
  });

  test('strips scripts and event handlers from server HTML', async ({ page }) => {
    await page.route('**/api/getdocument', (route) =>
      route.fulfill({
        json: {
          status: 0,
          statusMessage: '',
          data: { document: 'faqs', title: 'Frequently Asked Questions', html: '<h3>Safe part</h3><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><p onclick="x()">Kept text</p>' },
        },
      }),
    );
    await page.goto('/faq');
    await expect(page.getByText('Kept text')).toBeVisible();
    const main = page.locator('main');
    await expect(main.locator('script')).toHaveCount(0);
    await expect(main.locator('[onerror], [onclick]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('the footer links open their pages', async ({ page }) => {
    await page.goto('/faq');
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await footer.getByRole('link', { name: 'Terms of Use' }).click();
    await expect(page.getByRole('heading', { name: 'Terms of Use', level: 1 })).toBeVisible();
    await footer.getByRole('link', { name: 'Developer Contact' }).click();
    await expect(page.getByRole('heading', { name: 'Developer Contact', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'dev@dutyfree.example' })).toHaveAttribute('href', 'mailto:dev@dutyfree.example');
    await expect(page.getByText('+1 876 555 0199')).toBeVisible();
  });

  test('/Contactus shows the contact details', async ({ page }) => {
    await page.goto('/Contactus');
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
    await expect(page.locator('main').getByRole('table').first()).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: /@dutyfree\.example/ }).first()).toBeVisible();
  });

  test('a page banner opens its document, and an unknown document says Oops! Page not found.', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Lounge and Fast Track for USD $60' }).dispatchEvent('click');
    await expect(page).toHaveURL(/\/BannerPage$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Club MoBay Lounge and Fast Track Offer');

    await page.route('**/api/getdocument', (route) => route.fulfill({ json: { status: 8, statusMessage: 'The page nope was not found.', data: null } }));
    await page.goto('/faq');
    await expect(page.getByText('Oops! Page not found.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back To Home' })).toBeVisible();
  });
});
