import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Status } from '@shop/contracts/status';
import { call } from './api';
import { ApiError, NetworkError } from './api-error';
import { useNetworkStatus } from './network-status';
import { registerSessionBridge } from './session-bridge';

const envelope = (status: number, data: unknown = null, statusMessage = status ? 'Nope' : 'Success') =>
  new Response(JSON.stringify({ status, statusMessage, data }), { status: 200, headers: { 'content-type': 'application/json' } });

let session = { username: 'shopper', sessionid: 'old' };
const recover = vi.fn(async () => {
  session = { username: 'shopper', sessionid: 'new' };
  return true;
});

beforeEach(() => {
  session = { username: 'shopper', sessionid: 'old' };
  recover.mockClear();
  registerSessionBridge({ credentials: () => session, recover });
  useNetworkStatus.setState({ failed: false });
});
afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it('sends the envelope and answers the data', async () => {
    const fetchMock = vi.fn(async () => envelope(0, { valid: true, sessionexpires: 'x' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(call('checksession', {})).resolves.toEqual({ valid: true, sessionexpires: 'x' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/checksession');
    expect(JSON.parse(init.body as string)).toEqual({ username: 'shopper', sessionid: 'old', failstatus: 0, request: {} });
  });

  it("waits the specification's 10 s for most calls, and 60 s for one that may wait on the card gateway", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => envelope(0, {})));
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await call('checksession', {});
    await call('confirmcart', {} as never);
    await call('processorder', {} as never);
    expect(timeout.mock.calls).toEqual([[10_000], [60_000], [60_000]]);
    timeout.mockRestore();
  });

  it('throws the server message on a positive status', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => envelope(Status.NOT_FOUND, null, 'The page x was not found.')));
    await expect(call('getdocument', { document: 'x' })).rejects.toEqual(new ApiError(Status.NOT_FOUND, 'The page x was not found.'));
    expect(useNetworkStatus.getState().failed).toBe(false);
  });

  it('renews an expired session once and repeats the call with the new session', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(envelope(Status.SESSION_INVALID)).mockResolvedValueOnce(envelope(0, { ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(call('checksession', {})).resolves.toEqual({ ok: 1 });
    expect(recover).toHaveBeenCalledTimes(1);
    const second = JSON.parse((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].body as string);
    expect(second.sessionid).toBe('new');
  });

  it('raises the full-page 502 when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(call('checksession', {})).rejects.toBeInstanceOf(NetworkError);
    expect(useNetworkStatus.getState().failed).toBe(true);
  });

  it('answers a cut-off call a task later, so a page being left draws no 502 into the view it keeps', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    let failed = false;
    const answered = call('checksession', {}).catch(() => (failed = true));
    // Every microtask runs, as in the task that unloads a page: nothing has failed yet.
    for (let i = 0; i < 50; i++) await Promise.resolve();
    expect(failed).toBe(false);
    expect(useNetworkStatus.getState().failed).toBe(false);
    await answered;
    expect(useNetworkStatus.getState().failed).toBe(true);
  });

  it('treats an HTTP error from a proxy as a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Bad gateway', { status: 502 })));
    await expect(call('checksession', {})).rejects.toBeInstanceOf(NetworkError);
    expect(useNetworkStatus.getState().failed).toBe(true);
  });
});
