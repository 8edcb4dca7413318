import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Status } from '@shop/contracts/status';
import { AppError } from '../lib/app-error.js';
import type { CallContext } from './types.js';

export const NO_STORE_MESSAGE =
  'Your account is not linked to a store or lounge. Please ask a user manager to assign one.';

/** The store or lounge (vendorid) the signed-in staff user works for; refuses a user linked to none. */
export function callerStore(ctx: Pick<CallContext, 'user'>): string {
  const store = ctx.user?.vendorid;
  if (!store) throw new AppError(Status.FORBIDDEN, NO_STORE_MESSAGE);
  return store;
}

/**
 * The condition that limits a staff query to the caller's own store or lounge, for calls whose access says
 * `scope: 'store'`: `.where(and(inCallerStore(ctx, orders.vendorid), ...))`.
 */
export function inCallerStore(ctx: Pick<CallContext, 'user'>, column: PgColumn): SQL {
  return eq(column, callerStore(ctx));
}
