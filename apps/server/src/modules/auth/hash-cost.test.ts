import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { users } from '../../db/schema/users.js';
import { startShop, type TestShop } from '../../test/harness.js';
import { sha256Hex } from './tokens.js';

// The tests hash cheaply (docs/decisions/0055); everywhere else a password costs scrypt's full N.
const storedHashOf = async (shop: TestShop, username: string) =>
  (await shop.db.select({ h: users.passwordHash }).from(users).where(eq(users.username, username)))[0]!.h;

describe('the cost of a password hash', () => {
  it('is full strength in production and development, cheap only under NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).scryptN).toBe(2 ** 15);
    expect(loadConfig({}).scryptN).toBe(2 ** 15);
    expect(loadConfig({ NODE_ENV: 'test' }).scryptN).toBe(2 ** 10);
  });

  describe('a shop started as in production', () => {
    let shop: TestShop;
    beforeAll(async () => {
      // Its hashes cost 2^15 on threads of a lower priority; a machine loaded with the whole suite and a build kept
      // them waiting past the 10 s after which the shop says it is busy, so this shop waits as long as needed.
      shop = await startShop({ env: { NODE_ENV: 'production', HASH_WAIT_MS: '600000' } });
    });
    afterAll(() => shop.close());

    it('stores a new password at N = 2^15, and signs in with it', async () => {
      const s = await shop.signIn('shopper');
      const changed = await shop.send('changepassword', { oldpassword: sha256Hex('DutyFree#2026'), newpassword: sha256Hex('Sunny##Beach42') }, s);
      expect(changed.status).toBe(0);
      expect(await storedHashOf(shop, 'shopper')).toMatch(/^scrypt\$32768\$8\$1\$/);
      await expect(shop.signIn('shopper', 'Sunny##Beach42')).resolves.toMatchObject({ username: 'shopper' });
      // Three hashes at full cost, each waiting its turn on the lower-priority thread: 24 s of the suite's 60 s
      // bound on a loaded machine (stop 55), so this test is given as long as the shop's own wait.
    }, 600_000);
  });

  describe('a test shop', () => {
    let shop: TestShop;
    beforeAll(async () => {
      shop = await startShop();
    });
    afterAll(() => shop.close());

    it('stores a new password at N = 2^10', async () => {
      const s = await shop.signIn('vendor');
      await shop.send('changepassword', { oldpassword: sha256Hex('DutyFree#2026'), newpassword: sha256Hex('Sunny##Beach42') }, s);
      expect(await storedHashOf(shop, 'vendor')).toMatch(/^scrypt\$1024\$8\$1\$/);
    });
  });
});
