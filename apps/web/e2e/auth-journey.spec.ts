import { expect, test } from './shared-tab';
import { temporaryPasswordFor } from './support';

test.describe('sign-up to first sign-in', () => {
  test('a new shopper signs up, signs in with the mailed password and must choose a strong one', async ({ page }) => {
    const stamp = Date.now().toString().slice(-8);
    const username = `e2e${stamp}`;
    const email = `e2e${stamp}@example.com`;

    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create a New Account' })).toBeVisible();
    await page.getByLabel('Username').fill(`E2E ${stamp}!`);
    await expect(page.getByLabel('Username')).toHaveValue(username);
    await page.getByLabel('First Name').fill('Ann3');
    await expect(page.getByLabel('First Name')).toHaveValue('Ann');
    await page.getByLabel('Last Name').fill('Lee-Smith');
    await expect(page.getByLabel('Last Name')).toHaveValue('LeeSmith');
    await page.getByLabel('Phone Number').fill('(876) 555-01234');
    await expect(page.getByLabel('Phone Number')).toHaveValue('8765550123');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    const success = page.getByRole('dialog', { name: 'Success!' });
    await expect(success.getByText('User added successfully!', { exact: true })).toBeVisible();
    await success.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The URL changes before the sign-in page is drawn (its code may still be loading, the sign-up form on screen
    // meanwhile, with a Username field of its own): wait for the page itself.
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();

    await expect.poll(() => temporaryPasswordFor(email).catch(() => '')).not.toBe('');
    const temporary = await temporaryPasswordFor(email);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(temporary);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page.getByLabel('Username')).toHaveValue(username);
    await expect(page.getByLabel('Username')).toBeDisabled();
    // Every other route leads back here while the reset is pending.
    await page.goto('/stores');
    await expect(page).toHaveURL(/\/change-password$/);

    await page.getByLabel('Old Password', { exact: true }).fill(temporary);
    await page.getByLabel('New Password', { exact: true }).fill('WEak pass#');
    await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('WEakpass#');
    await page.getByLabel('Confirm Password', { exact: true }).fill('WEakpass#');
    const digits = page.getByRole('listitem').filter({ hasText: 'At least 2 digits' });
    await expect(digits).toHaveAttribute('data-met', 'false');
    await expect(page.getByRole('listitem').filter({ hasText: 'At least 2 upper case' })).toHaveAttribute('data-met', 'true');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('New password must have at least 2 digits.')).toBeVisible();
    await expect(page).toHaveURL(/\/change-password$/);

    await page.getByLabel('New Password', { exact: true }).fill('WEakpass#42');
    await expect(digits).toHaveAttribute('data-met', 'true');
    await page.getByLabel('Confirm Password', { exact: true }).fill('WEakpass#24');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Confirm Password not matched')).toBeVisible();

    await page.getByLabel('Confirm Password', { exact: true }).fill('WEakpass#42');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Change Password' })).toHaveCount(0);
  });

  test('sign-up names every missing field and refuses a bad e-mail', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    for (const text of ['Username is required.', 'First Name is required.', 'Last Name is required.', 'Phone number is required.', 'Email is required.']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please enter a valid email address.', { exact: true })).toBeVisible();
  });

  test('a taken username is refused with the server message in an Oops! dialog', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Username').fill('shopper');
    await page.getByLabel('First Name').fill('Sam');
    await page.getByLabel('Last Name').fill('Shopper');
    await page.getByLabel('Phone Number').fill('8765550000');
    await page.getByLabel('Email').fill(`taken${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const oops = page.getByRole('dialog', { name: 'Oops!' });
    await expect(oops.getByText('The username shopper is already taken. Please choose another.')).toBeVisible();
    await oops.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
});
