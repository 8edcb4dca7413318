import type { z } from 'zod';
import type { CallData, CallName, calls } from '@shop/contracts/calls';
import type { Deps } from '../deps.js';
import type { HttpContext } from './http-context.js';
import type { SessionUser } from './session-user.js';

// Kept here too for the modules that read it beside CallContext; the session cache (which deps.ts builds)
// imports session-user.ts, so deps.ts -> session-cache.ts -> types.ts -> deps.ts is no cycle.
export type { SessionUser };

export interface CallContext extends Deps {
  ip: string;
  /** The origin the caller reached the shop at (scheme://host[:port]); return URLs are built on it. */
  origin: string;
  http: HttpContext;
  /** The signed-in user; null only for public calls made without a valid session. */
  user: SessionUser | null;
  /** Hash of the presented session id, when one was valid. */
  sessionHash: string | null;
}

export type CallRequestOut<N extends CallName> = z.output<(typeof calls)[N]['request']>;

export type Handler<N extends CallName> = (ctx: CallContext, request: CallRequestOut<N>) => Promise<CallData<N>>;

export type Handlers = { [N in CallName]?: Handler<N> };

/** Declares a module's call handlers with their types taken from the call table. */
export const defineHandlers = <H extends Handlers>(h: H): H => h;
