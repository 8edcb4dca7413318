import { callWaitMs } from '@shop/contracts/call-waits';
import type { CallData, CallName, CallRequest } from '@shop/contracts/calls';
import type { ResponseEnvelope } from '@shop/contracts/envelope';
import { GENERIC_ERROR, Status } from '@shop/contracts/status';
import { ApiError, NetworkError } from './api-error';
import { noteAnswer } from './call-reference';
import { useNetworkStatus } from './network-status';
import { currentCredentials, recoverSession } from './session-bridge';

/**
 * A call cut off because the page is being left (a reload, a link to another site) fails inside the task
 * that unloads the page, before its `pagehide`: a failure answered at once would draw the 502 page into the
 * page being left, and that would be the view kept for its reload (docs/decisions/0061, 0180). A network
 * failure is therefore answered a task later, a task an unloading page never runs; on a page that stays, the
 * 502 page shows a few milliseconds later.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function post<N extends CallName>(name: N, request: CallRequest<N>, creds: { username: string; sessionid: string }) {
  let res: Response;
  try {
    res = await fetch(`/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: creds.username, sessionid: creds.sessionid, failstatus: 0, request }),
      signal: AbortSignal.timeout(callWaitMs(name)),
    });
  } catch {
    throw new NetworkError();
  }
  noteAnswer(name, res.headers.get('x-request-id'));
  if (!res.ok) throw new NetworkError(`The server answered ${res.status}.`);
  try {
    return (await res.json()) as ResponseEnvelope<CallData<N>>;
  } catch {
    throw new NetworkError('The server answer could not be read.');
  }
}

/**
 * Makes one call. A positive status throws ApiError with the server's message; an expired session is
 * renewed silently once and the call repeated; a network failure raises the full-page 502.
 */
export async function call<N extends CallName>(
  name: N,
  request: CallRequest<N>,
  opts: { anonymous?: boolean } = {},
): Promise<CallData<N>> {
  try {
    const creds = opts.anonymous ? { username: '', sessionid: '' } : currentCredentials();
    let env = await post(name, request, creds);
    if (env.status === Status.SESSION_INVALID && !opts.anonymous && (await recoverSession())) {
      env = await post(name, request, currentCredentials());
    }
    if (env.status !== Status.OK) throw new ApiError(env.status, env.statusMessage || GENERIC_ERROR);
    return env.data as CallData<N>;
  } catch (err) {
    if (err instanceof NetworkError) {
      await nextTask();
      useNetworkStatus.getState().setFailed(true);
    }
    throw err;
  }
}
