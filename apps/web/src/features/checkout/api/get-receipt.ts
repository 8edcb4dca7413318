import type { ResponseEnvelope } from '@shop/contracts/envelope';
import { Status } from '@shop/contracts/status';
import { ApiError, NetworkError } from '../../../lib/api-error';
import { currentCredentials, recoverSession } from '../../../lib/session-bridge';

async function post(filename: string): Promise<Response> {
  const creds = currentCredentials();
  try {
    return await fetch('/api/getreceipt', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...creds, failstatus: 0, request: { filename } }),
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    throw new NetworkError();
  }
}

/**
 * The order's PDF receipt (getreceipt answers the bytes on success and the usual envelope on failure).
 * An expired session is renewed once, as every other call does.
 */
export async function getReceipt(filename: string): Promise<Blob> {
  for (let attempt = 0; ; attempt++) {
    const res = await post(filename);
    if (!res.ok) throw new NetworkError(`The server answered ${res.status}.`);
    if (!(res.headers.get('content-type') ?? '').includes('json')) return res.blob();
    const env = (await res.json()) as ResponseEnvelope<unknown>;
    if (env.status === Status.SESSION_INVALID && attempt === 0 && (await recoverSession())) continue;
    throw new ApiError(env.status, env.statusMessage || 'Something went wrong, Please try again later');
  }
}
