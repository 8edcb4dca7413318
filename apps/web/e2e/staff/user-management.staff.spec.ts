import type { Page } from '@playwright/test';
import { expect, test } from '../shared-tab';
import { call, login } from '../counter-support';
import { staffPage } from '../queues-support';
import { DEMO_PASSWORD, temporaryPasswordFor, wirePassword } from '../support';
import { staffSignIn } from './staff-support';

// Issue #32, walk the rest: a user manager adds a user, changes their permissions and deactivates them, on the
// staff's tablet and phone; the deactivated user's open session is refused at its next call and the app sends
// them to sign-in (docs/decisions/0085), saying their account is inactive.

/** Opens the user's form from the Users list. */
async function editUser(page: Page, username: string) {
  await page.goto('/users');
  await page.getByRole('button', { name: `Edit ${username}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit User', level: 1 })).toBeVisible();
}

async function saved(page: Page, button: 'Save' | 'Update', message: string) {
  await page.getByRole('button', { name: button }).click();
  const done = page.getByRole('dialog', { name: 'Success!' });
  await expect(done.getByText(message, { exact: true })).toBeVisible();
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/users$/);
}

test('@staff a user manager adds a user, changes their permissions, and deactivating them signs them out at once', async ({ page, person }) => {
  test.setTimeout(90_000);
  const username = `walker${test.info().project.name}`;
  const email = `${username}@example.com`;
  await staffSignIn(page, 'lounge');
  await page.goto('/users');
  await page.getByRole('link', { name: 'Add User' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('First Name').fill('Rohan');
  await page.getByLabel('Last Name').fill('Bailey');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone Number').fill('8765550177');
  await page.getByRole('checkbox', { name: 'Fulfillment' }).check();
  await saved(page, 'Save', 'User added successfully!');
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row.getByText('Inactive')).toBeVisible();
  // The row's edit button is on screen without sideways scrolling.
  await expect(row.getByRole('button', { name: `Edit ${username}` })).toBeInViewport();

  await editUser(page, username);
  await page.getByRole('switch', { name: 'Active' }).check();
  await page.getByRole('checkbox', { name: 'Fulfillment' }).uncheck();
  await page.getByRole('checkbox', { name: 'Check In' }).check();
  await saved(page, 'Update', 'User updated successfully!');
  await expect(row.getByText('Active')).toBeVisible();

  // The new user replaces the mailed password (by calls: the browser adds nothing there) and signs in.
  await expect.poll(() => temporaryPasswordFor(email).catch(() => '')).not.toBe('');
  const temporary = await temporaryPasswordFor(email);
  const first = await login(page.request, username, temporary);
  const changed = await call(page.request, first, 'changepassword', { oldpassword: wirePassword(temporary), newpassword: wirePassword(DEMO_PASSWORD) });
  expect(changed.status, changed.statusMessage).toBe(0);
  const agent = await staffPage(person, username);
  await expect(agent.locator('[data-queue="CHECKIN"]')).toBeVisible();
  await expect(agent.locator('[data-queue="UNPROCESSED"]')).toHaveCount(0);

  await editUser(page, username);
  await page.getByRole('switch', { name: 'Active' }).uncheck();
  await saved(page, 'Update', 'User updated successfully!');
  await expect(row.getByText('Inactive')).toBeVisible();

  // Still on the dashboard the user had open, their next call is refused and the app asks them to sign in: the
  // call of their next step, or the dashboard's own refresh when that comes first (it does on a busy machine).
  const checkIn = agent.locator('[data-queue="CHECKIN"]');
  await Promise.race([checkIn.click().catch(() => undefined), agent.waitForURL(/\/login/)]);
  await expect(agent).toHaveURL(/\/login/);
  await expect(agent.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  // And is told why.
  await expect(agent.getByText('Your account is inactive. Please contact the lounge administrator.')).toBeVisible();
});
