import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Status } from '@shop/contracts/status';
import { startShop, type TestShop } from '../test/harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop.close());

const raw = (url: string, body: string, contentType = 'application/json') =>
  shop.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': contentType } });

describe('the call route', () => {
  it('answers malformed JSON with HTTP 200 and a readable positive status', async () => {
    const res = await raw('/api/login', '{"username": ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: Status.INVALID_REQUEST, statusMessage: 'The request body is not valid JSON.', data: null });
  });

  it('refuses a body that is not JSON by content type', async () => {
    const res = await raw('/api/login', 'username=a', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(Status.INVALID_REQUEST);
    expect(res.json().statusMessage).toMatch(/Content-Type: application\/json/);
  });

  it('refuses a request with no content type at all', async () => {
    const res = await shop.app.inject({ method: 'POST', url: '/api/login' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(Status.INVALID_REQUEST);
  });

  it('names the field when the envelope has the wrong type', async () => {
    const res = await raw('/api/login', JSON.stringify({ username: 5, sessionid: '', failstatus: 0, request: {} }));
    expect(res.json().status).toBe(Status.INVALID_REQUEST);
    expect(res.json().statusMessage).toBe('Username must be text.');
  });

  it('names the request field that fails its schema', async () => {
    const s = await shop.guest();
    const res = await shop.call('getstores', { airportid: 'KIN', direction: 'D' }, s);
    expect(res.status).toBe(Status.INVALID_REQUEST);
    expect(res.statusMessage).toBe('Airport must be one of SIA, NMIA.');
  });

  it('names a missing request field', async () => {
    const s = await shop.guest();
    const res = await shop.call('getstores', { direction: 'D' }, s);
    expect(res.statusMessage).toBe('Airport is required.');
  });

  it('answers an unknown call with its own status', async () => {
    const res = await shop.call('deleteeverything', {});
    expect(res).toEqual({ status: Status.UNKNOWN_CALL, statusMessage: 'Unknown call: deleteeverything', data: null });
  });

  it('does not treat inherited object keys as calls', async () => {
    const res = await shop.call('constructor', {});
    expect(res.status).toBe(Status.UNKNOWN_CALL);
  });

  it('answers a GET to a call with a readable message instead of the web app', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/login' });
    expect(res.statusCode).toBe(405);
    expect(res.json().statusMessage).toMatch(/POST/);
  });

  it('refuses a session call without a session with the session status', async () => {
    const res = await shop.call('getstores', { airportid: 'SIA', direction: 'D' });
    expect(res.status).toBe(Status.SESSION_INVALID);
    expect(res.statusMessage).toBe('Your session has expired. Please sign in again.');
  });

  it('refuses a session that belongs to another username', async () => {
    const s = await shop.guest();
    const res = await shop.call('getstores', { airportid: 'SIA', direction: 'D' }, { ...s, username: 'shopper' });
    expect(res.status).toBe(Status.SESSION_INVALID);
  });

  it('refuses a role that the call table does not allow', async () => {
    const vendor = await shop.signIn('vendor');
    const res = await shop.call('getstores', { airportid: 'SIA', direction: 'D' }, vendor);
    expect(res.status).toBe(Status.FORBIDDEN);
    expect(res.statusMessage).toBe('You are not allowed to use getstores.');
  });
});
