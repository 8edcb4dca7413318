import type { Page } from '@playwright/test';
import { expect, test } from './shared-tab';
import { signedInAt, signIn, temporaryPasswordFor } from './support';

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

const successOf = async (page: Page, message: string) => {
  await expect(page.getByRole('status').getByText(message, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back To Home' }).click();
};

test.describe('vendors', () => {
  test('a new vendor master and vendor make a store the storefront lists; inactive, it is gone', async ({ page, person }) => {
    await signedInAt(page, 'lounge', '/vendormaster/add');
    await page.getByLabel('Vendor Id').fill('reggae-rec 1');
    await expect(page.getByLabel('Vendor Id')).toHaveValue('REGGAEREC1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Vendor Name Is required.')).toBeVisible();
    await expect(page.getByText('Description Is required.')).toBeVisible();
    await page.getByLabel('Vendor Name').fill('Reggae Records');
    await page.getByLabel('Description').fill('Vinyl and CDs from Kingston studios.');
    await page.getByRole('button', { name: 'Save' }).click();
    await successOf(page, 'Vendor Master added successfully!');
    await expect(page).toHaveURL(/\/vendormaster$/);
    await expect(page.getByRole('table', { name: 'Vendor Master' }).getByText('Reggae Records')).toBeVisible();

    await page.goto('/vendors');
    await page.getByRole('link', { name: 'Add Vendor' }).click();
    await expect(page.getByRole('heading', { name: 'Add Vendor' })).toBeVisible();
    await page.getByLabel('Vendor Id').fill('siadreggae');
    await choose(page, 'Parent Vendor', 'Reggae Records (REGGAEREC1)');
    await expect(page.getByLabel('Description')).toHaveValue('Vinyl and CDs from Kingston studios.');
    await page.getByLabel('Contact Email').fill('not-mail');
    await page.getByLabel('Contact Phone').fill('(876) 555-12345');
    await expect(page.getByLabel('Contact Phone')).toHaveValue('8765551234');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await page.getByLabel('Contact Email').fill('records@example.com');
    await page.getByRole('checkbox', { name: 'Express' }).check();
    await page.getByRole('checkbox', { name: 'Lounge Operator' }).check();
    await expect(page.getByRole('checkbox', { name: 'Express' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Express' })).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Lounge Operator' }).uncheck();
    await choose(page, 'Direction', 'Departure');
    await page.getByRole('button', { name: 'Save' }).click();
    await successOf(page, 'Vendor added successfully!');
    await expect(page).toHaveURL(/\/vendors$/);
    await expect(page.getByRole('table', { name: 'Vendors' }).getByText('SIADREGGAE')).toBeVisible();

    // The shopper's store list shows the new store at once.
    const shopper = await person();
    await shopper.goto('/');
    await shopper.getByRole('button', { name: 'Sangster International Departure', exact: true }).click();
    await expect(shopper.getByRole('button', { name: 'Shop now at Reggae Records' })).toBeVisible();

    // Edit: the Vendor Id is locked; set it Inactive and the store leaves the storefront.
    await page.getByRole('button', { name: 'Edit SIADREGGAE' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Vendor' })).toBeVisible();
    await expect(page.getByLabel('Vendor Id')).toBeDisabled();
    await page.getByRole('switch', { name: 'Active' }).uncheck();
    await page.getByRole('button', { name: 'Update' }).click();
    await successOf(page, 'Vendor updated successfully!');
    await expect(page.getByRole('row').filter({ hasText: 'SIADREGGAE' }).getByText('Inactive')).toBeVisible();
    // Its edit screen shows who changed what.
    await page.getByRole('button', { name: 'Edit SIADREGGAE' }).click();
    const history = page.getByRole('table', { name: 'Change history' });
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history.getByRole('row').nth(1)).toContainText('lounge');
    await expect(history.getByRole('row').nth(1)).toContainText('status: A → I');
    await page.getByRole('link', { name: 'Cancel', exact: true }).click();
    await shopper.goto('/');
    await shopper.getByRole('button', { name: 'Sangster International Departure', exact: true }).click();
    await expect(shopper.getByRole('button', { name: 'Shop now at Island Spirits' })).toBeVisible();
    await expect(shopper.getByRole('button', { name: 'Shop now at Reggae Records' })).toHaveCount(0);
  });

  test('an edit screen opened without its vendor goes home, and a vendor supervisor cannot open the list', async ({ page }) => {
    await signedInAt(page, 'lounge', '/vendors/edit');
    await expect(page).toHaveURL(/\/$/);
    await signedInAt(page, 'vendor', '/vendors');
    await expect(page.getByRole('table', { name: 'Vendors' })).toHaveCount(0);
  });
});

test.describe('users', () => {
  test('an added user signs in with the mailed password once active, and a change of flags changes the dashboard', async ({ page, person }) => {
    await signedInAt(page, 'lounge', '/users');
    await expect(page.getByRole('table', { name: 'Users' }).getByText('lounge@dutyfree.example')).toBeVisible();
    await page.getByRole('link', { name: 'Add User' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    for (const text of ['Username is required.', 'First name is required.', 'Last name is required.', 'Email is required.', 'Phone number is required.']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Username').fill('Lounge Agent7');
    await expect(page.getByLabel('Username')).toHaveValue('loungeagent7');
    await page.getByLabel('First Name').fill('Rohan');
    await page.getByLabel('Last Name').fill('Bailey');
    await page.getByLabel('Email').fill('rohan.bailey@example.com');
    await page.getByLabel('Phone Number').fill('8765550177');
    for (const box of ['Fulfillment', 'Check In', 'Returns', 'Refunds', 'Supervisor', 'Report Agent', 'Admin User']) {
      await expect(page.getByRole('checkbox', { name: box, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('checkbox', { name: 'Assignment' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Fulfillment' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    const added = page.getByRole('dialog', { name: 'Success!' });
    await expect(added.getByText('User added successfully!', { exact: true })).toBeVisible();
    await added.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/users$/);
    const row = page.getByRole('row').filter({ hasText: 'loungeagent7' });
    await expect(row.getByText('Inactive')).toBeVisible();

    // Inactive: the mailed password does not open the shop yet.
    await expect.poll(() => temporaryPasswordFor('rohan.bailey@example.com').catch(() => '')).not.toBe('');
    const temporary = await temporaryPasswordFor('rohan.bailey@example.com');
    const agent = await person();
    await agent.goto('/login');
    await agent.getByLabel('Username').fill('loungeagent7');
    await agent.getByLabel('Password', { exact: true }).fill(temporary);
    await agent.getByRole('button', { name: 'Sign In' }).click();
    await expect(agent.getByText('Your account is inactive. Please contact the lounge administrator.')).toBeVisible();

    await row.getByRole('button', { name: 'Edit loungeagent7' }).click();
    await expect(page.getByLabel('Username')).toBeDisabled();
    await expect(page.getByRole('table', { name: 'Change history' })).toContainText('username: (none) → loungeagent7');
    await page.getByRole('switch', { name: 'Active' }).check();
    await page.getByRole('button', { name: 'Update' }).click();
    const updated = page.getByRole('dialog', { name: 'Success!' });
    await expect(updated.getByText('User updated successfully!', { exact: true })).toBeVisible();
    await updated.getByRole('button', { name: 'Close' }).click();

    await signIn(agent, 'loungeagent7', temporary);
    await expect(agent).toHaveURL(/\/change-password$/);
    await agent.getByLabel('Old Password', { exact: true }).fill(temporary);
    await agent.getByLabel('New Password', { exact: true }).fill('Agent##Seven77');
    await agent.getByLabel('Confirm Password', { exact: true }).fill('Agent##Seven77');
    await agent.getByRole('button', { name: 'Change Password' }).click();
    const dashboard = agent.getByTestId('staff-dashboard');
    await expect(dashboard.locator('[data-queue="UNPROCESSED"]')).toBeVisible();
    await expect(dashboard.locator('[data-queue="CHECKIN"]')).toHaveCount(0);

    // The manager swaps Fulfillment for Check In: the agent's session ends, and the next sign-in shows Check In.
    await page.getByRole('row').filter({ hasText: 'loungeagent7' }).getByRole('button', { name: 'Edit loungeagent7' }).click();
    await page.getByRole('checkbox', { name: 'Fulfillment' }).uncheck();
    await page.getByRole('checkbox', { name: 'Check In' }).check();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('dialog', { name: 'Success!' }).getByText('User updated successfully!')).toBeVisible();

    // The agent's session has ended: a reload shows Sign In. The open dashboard may find out first (a refresh of
    // its counts) and sign out while the reload is on its way; the reload then finds no session at all and shows
    // the shop's home, as to a guest. Either way the dashboard is gone.
    await agent.reload();
    await expect(agent.getByLabel('Username').or(agent.getByRole('heading', { name: 'Where are you flying from?' }))).toBeVisible();
    await expect(dashboard).toHaveCount(0);
    await signIn(agent, 'loungeagent7', 'Agent##Seven77');
    await expect(dashboard.locator('[data-queue="CHECKIN"]')).toBeVisible();
    await expect(dashboard.locator('[data-queue="UNPROCESSED"]')).toHaveCount(0);
  });
});
