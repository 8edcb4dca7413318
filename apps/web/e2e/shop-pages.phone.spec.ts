import { expect, test } from './shared-tab';
import { signIn } from './support';
import { expectNoSidewaysOverflow, expectPhonePage } from './phone-support';

// The phone project (390x844, touch): pages outside the shopping journey fit the screen too.
test.describe.configure({ mode: 'parallel' });

test('sign-up, reset password, a table document and the not-found page fit the phone', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create a New Account', level: 1 })).toBeVisible();
  await expectPhonePage(page);
  await page.getByRole('button', { name: 'Sign Up' }).tap();
  await expect(page.getByText('Email is required.', { exact: true })).toBeVisible();
  await expectNoSidewaysOverflow(page);

  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Reset Password', level: 1 })).toBeVisible();
  await expect(page.getByLabel('I am not a Robot')).toBeInViewport({ ratio: 1 });
  await expectPhonePage(page);

  // A narrow table column keeps its words whole.
  await page.goto('/Contactus');
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  const telephone = page.locator('main th').filter({ hasText: 'Telephone' });
  const lines = await telephone.evaluate((th) => {
    const text = document.createRange();
    text.selectNodeContents(th);
    return new Set([...text.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
  await expectPhonePage(page);

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found.', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back To Home' })).toBeInViewport({ ratio: 1 });
  await expectPhonePage(page);
});

test('a signed-in shopper keeps Log Out on screen, and its confirmation fits', async ({ page }) => {
  await signIn(page, 'shopper');
  await expect(page).toHaveURL(/\/$/);
  await expectPhonePage(page);
  await page.getByRole('button', { name: 'Log Out' }).tap();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('Are you sure you want to sign out?')).toBeVisible();
  await expect(confirm).toBeInViewport({ ratio: 1 });
  await confirm.getByRole('button', { name: 'Cancel' }).tap();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
});

test('the header trail names the airport short, so a store and category fit one line whole', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sangster International Departure', exact: true }).tap();
  await page.getByRole('button', { name: 'Shop now at Island Spirits' }).tap();
  await page.getByRole('button', { name: 'Rum' }).tap();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const trail = page.getByLabel('Where you are');
  await expect(trail.getByRole('link', { name: 'Sangster', exact: true })).toBeInViewport({ ratio: 1 });
  await expect(trail.getByText('Rum', { exact: true })).toBeInViewport({ ratio: 1 });
  const line = trail.locator('xpath=..');
  expect(await line.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
});

test.describe('the narrowest phones (320 px)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the header fits for a guest and a signed-in shopper, with the trail on one line', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sangster International Departure', exact: true }).tap();
    await page.getByRole('button', { name: /^Shop now at / }).first().tap();
    const trail = page.getByLabel('Where you are');
    await expect(trail).toContainText('Departure');
    await expectPhonePage(page);
    // The trail keeps one line, so the sticky header stays short.
    expect((await trail.boundingBox())!.height).toBeLessThan(30);

    await signIn(page, 'shopper');
    await expect(page).toHaveURL(/\/$/);
    await expectPhonePage(page);
  });
});
