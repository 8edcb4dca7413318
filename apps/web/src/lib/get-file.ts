import type { CallName, CallRequest } from '@shop/contracts/calls';
import type { ResponseEnvelope } from '@shop/contracts/envelope';
import { GENERIC_ERROR, Status } from '@shop/contracts/status';
import { ApiError, NetworkError } from './api-error';
import { currentCredentials, recoverSession } from './session-bridge';

async function post(name: string, request: unknown): Promise<Response> {
  const creds = currentCredentials();
  try {
    return await fetch(`/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...creds, failstatus: 0, request }),
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    throw new NetworkError();
  }
}

/**
 * A file call (docs/decisions/0025): the bytes on success, the usual envelope on failure, told apart by the
 * content type. An expired session is renewed once, as every other call does.
 */
export async function getFile<N extends CallName>(name: N, request: CallRequest<N>): Promise<Blob> {
  for (let attempt = 0; ; attempt++) {
    const res = await post(name, request);
    if (!res.ok) throw new NetworkError(`The server answered ${res.status}.`);
    if (!(res.headers.get('content-type') ?? '').includes('json')) return res.blob();
    const env = (await res.json()) as ResponseEnvelope<unknown>;
    if (env.status === Status.SESSION_INVALID && attempt === 0 && (await recoverSession())) continue;
    throw new ApiError(env.status, env.statusMessage || GENERIC_ERROR);
  }
}
