import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@shop/contracts/status';
import { startShop, type TestShop } from '../../test/harness.js';
import { rawCall } from '../../test/auth-helpers.js';

let shop: TestShop;
let guest: { username: string; sessionid: string };
beforeAll(async () => {
  shop = await startShop();
  guest = await shop.guest();
});
afterAll(() => shop.close());

const account = (n: string, email = `limit${n}@example.com`) => ({ username: `limit${n}`, firstname: 'Ana', lastname: 'Lee', email, phone: '8765550000' });
const signUp = (request: object, ip: string) => rawCall(shop, 'adduser', request, { ip, ...guest }).then((r) => r.body);

describe('adduser limits', () => {
  it('takes 10 sign-ups an hour from one address', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await signUp(account(`a${i}`), '10.50.0.1'));
    expect(answers.slice(0, 10).every((a) => a.status === 0)).toBe(true);
    expect(answers[10]).toMatchObject({ status: Status.THROTTLED, statusMessage: expect.stringMatching(/^Too many new accounts from this connection\. Please try again in \d+ minutes\.$/) });
  });

  it('sends at most 3 messages an hour to one e-mail address', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await signUp(account(`b${i}`, 'victim@example.com'), `10.51.0.${i}`));
    expect(answers.slice(0, 3).every((a) => a.status === 0)).toBe(true);
    expect(answers[3]).toMatchObject({ status: Status.THROTTLED });
    expect((await shop.outbox()).filter((m) => m.includes('To: victim@example.com'))).toHaveLength(3);
  });
});
