import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { CallData, CallName, calls } from '@shop/contracts/calls';
import type { Role, PermissionFlag } from '@shop/contracts/access';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Mailer } from '../modules/mail/mailer.js';
import type { SessionCache } from './session-cache.js';

export interface SessionUser {
  username: string;
  internal: boolean;
  resetpassword: boolean;
  vendorid: string | null;
  roles: Role[];
  flags: PermissionFlag[];
}

export interface CallContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** This app instance's short-lived cache of session checks; revoking services drop entries from it. */
  sessions: SessionCache;
  log: FastifyBaseLogger;
  ip: string;
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
