import type { z } from 'zod';
import type { CallData, CallName, calls } from '@shop/contracts/calls';
import type { Role, PermissionFlag } from '@shop/contracts/access';
import type { Deps } from '../deps.js';
import type { HttpContext } from './http-context.js';

export interface SessionUser {
  username: string;
  internal: boolean;
  resetpassword: boolean;
  vendorid: string | null;
  roles: Role[];
  flags: PermissionFlag[];
}

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
