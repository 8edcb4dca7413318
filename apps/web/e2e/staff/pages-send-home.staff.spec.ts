import { expect, test } from '@playwright/test';
import { signIn } from '../support';

// Issue #32 item 13 (back office 2.10 and 6): /products "redirects to /" unless the user is a supervisor, and
// /users likewise without manage-users.

for (const [who, path] of [
  ['vendor', '/users'],
  ['agent', '/users'],
  ['agent', '/products'],
] as const) {
  test(`@staff ${who} at ${path} is sent to the dashboard`, async ({ page }) => {
    await signIn(page, who);
    await page.goto(path);
    await expect(page.getByTestId('staff-dashboard')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Page not found')).toBeHidden();
  });
}
