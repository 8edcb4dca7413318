import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { calls, type CallName } from '@shop/contracts/calls';
import { Status } from '@shop/contracts/status';
import { startShop, type Session, type TestShop } from '../test/harness.js';

let shop: TestShop;
let shopper: Session;
beforeAll(async () => {
  shop = await startShop();
  shopper = await shop.signIn('shopper');
});
afterAll(() => shop.close());

const long = 'a'.repeat(300);
/** What an attacker or a clumsy client puts in a field: control characters, huge numbers, wrong types. */
const hostileValues: unknown[] = ['SIADRUM\u0000', 'x\u0007y', 2147483648, -2147483649, 1e308, 1.5, long, '', [], {}, null, true, 'ten'];
const schemaWords = /request\.|expected|too big|too small|invalid_type|zod|\b\w+\.\d+\.\w+\b/i;

const fieldsOf = (name: CallName) => Object.keys((calls[name].request as z.ZodObject).shape ?? {});

async function send(name: string, request: unknown, ip: string) {
  const open = name === 'login' || name === 'resetpassword' || name === 'resetchallenge';
  // Signing out would end the shared session: logout gets one of its own.
  const session = open ? null : name === 'logout' ? await shop.signIn('shopper') : shopper;
  const res = await shop.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    remoteAddress: ip,
    payload: { username: session?.username ?? '', sessionid: session?.sessionid ?? '', failstatus: 0, request },
  });
  return res;
}

describe('every call under hostile input', () => {
  it.each(Object.keys(calls) as CallName[])('%s answers NUL, out-of-range integers, over-long text and wrong types with a plain positive status', async (name) => {
    let n = 0;
    for (const field of fieldsOf(name)) {
      for (const value of hostileValues) {
        const res = await send(name, { [field]: value }, `10.77.${n % 250}.${++n % 250}`);
        expect(res.statusCode, `${name}.${field}=${JSON.stringify(value)}`).toBe(200);
        const body = res.json();
        expect(body.status, `${name}.${field}=${JSON.stringify(value)}: ${body.statusMessage}`).toBeLessThan(500);
        if (body.status > 0) {
          expect(body.statusMessage, `${name}.${field}=${JSON.stringify(value)}`).not.toMatch(schemaWords);
          expect(body.statusMessage).toMatch(/^[A-Z]/);
        }
      }
    }
  });
});

describe('the storefront calls refuse an over-long and a wrongly typed field in plain words', () => {
  it.each([
    ['login', { username: long, password: '' }, 'Username must be 40 characters or fewer.'],
    ['login', { username: 5 }, 'Username must be text.'],
    ['getproducts', { vendorid: 'SIADRUM', search: long }, 'Search must be 100 characters or fewer.'],
    ['getproducts', { vendorid: 'SIADRUM', pagesize: 'ten' }, 'Page size must be a number.'],
    ['getproducts', { vendorid: 'SIADRUM\u0000' }, 'Store may not contain control characters.'],
    ['getproducts', { productid: 2147483648 }, 'Product must be at most 2147483647.'],
    ['getproducts', { vendorid: 'SIADRUM', categoryid: 2147483648 }, 'Category must be at most 2147483647.'],
    ['checkcart', { items: [{ productid: 2147483648, quantity: 1 }] }, 'Product of cart item 1 must be at most 2147483647.'],
    ['adduser', { username: 'ana', firstname: 'Ana', lastname: long, email: 'a@b.co', phone: '8765550100' }, 'Last Name must be 40 characters or fewer.'],
    ['adduser', { username: 'ana', firstname: 'Ana', lastname: 'Lee', email: 'a@b.co', phone: '1' }, 'Phone Number must be 7 to 10 digits.'],
    ['adduser', { username: 'ana', firstname: 'Ana', lastname: 'Lee', email: 'a@b.co', phone: 8765550100 }, 'Phone number must be text.'],
    ['resetpassword', { username: long }, 'Username must be 40 characters or fewer.'],
    ['resetpassword', { username: 'shopper\u0000' }, 'Username may not contain control characters.'],
    ['getstores', { airportid: long, direction: 'D' }, 'Airport must be one of SIA, NMIA.'],
    ['getdocument', { document: long }, 'Document must be 60 characters or fewer.'],
    ['changepassword', { oldpassword: 5, newpassword: 'x' }, 'Old Password must be text.'],
  ] as const)('%s %j', async (name, request, message) => {
    const res = (await send(name, request, '10.78.0.1')).json();
    expect(res).toEqual({ status: Status.INVALID_REQUEST, statusMessage: message, data: null });
  });
});

describe('refusals before any call runs come in the envelope', () => {
  const post = (payload: string | Buffer, contentType?: string) =>
    shop.app.inject({ method: 'POST', url: '/api/login', payload, headers: contentType ? { 'content-type': contentType } : {} });

  it('answers a body over 2 MB with HTTP 200 and a plain message', async () => {
    const res = await post(JSON.stringify({ request: { username: 'a'.repeat(3 * 1024 * 1024) } }), 'application/json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: Status.INVALID_REQUEST, statusMessage: 'The request is too large: a call may send 2 MB at most.', data: null });
  });

  it('answers a wrong content type and malformed JSON in the envelope', async () => {
    for (const [body, type] of [['a=1', 'application/x-www-form-urlencoded'], ['<x/>', 'text/xml'], ['{"username": ', 'application/json']] as const) {
      const res = await post(body, type);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(Status.INVALID_REQUEST);
      expect(res.json().statusMessage).toMatch(/^(Send the request as JSON|The request body is not valid JSON)/);
    }
  });

  it('names envelope fields in plain words', async () => {
    const res = await post(JSON.stringify({ username: 'a\u0000', sessionid: '', failstatus: 2147483648, request: {} }), 'application/json');
    expect(res.json()).toEqual({ status: Status.INVALID_REQUEST, statusMessage: 'Username may not contain control characters.', data: null });
  });
});
