import { expect, test } from './shared-tab';

// Issue 18, point 5: a phone number is 7 to 10 digits, refused in plain words before anything is sent.
test('sign-up keeps digits only and refuses a phone number shorter than 7 digits', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/adduser')) sent.push(r.postData() ?? '');
  });
  await page.goto('/register');
  const stamp = Date.now().toString(36);
  await page.getByLabel('Username').fill(`phone${stamp}`);
  await page.getByLabel('First Name').fill('Pat');
  await page.getByLabel('Last Name').fill('Short');
  await page.getByLabel('Email').fill(`phone${stamp}@example.com`);
  const phone = page.getByLabel('Phone Number');
  await phone.fill('1a-');
  await expect(phone).toHaveValue('1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Phone Number must be 7 to 10 digits.', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(sent).toEqual([]);

  await phone.fill('876 555 0');
  await expect(phone).toHaveValue('8765550');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]!).request.phone).toBe('8765550');
});
