import { allows, type Access } from '@shop/contracts/access';
import { entityAccess, type HistoryEntity, type HistoryEntry } from '@shop/contracts/audit';
import { Status } from '@shop/contracts/status';
import { AppError } from '../../lib/app-error.js';
import { callerStore } from '../../calls/store-scope.js';
import type { CallContext } from '../../calls/types.js';
import { historyOf } from './repo.js';

const scoped = (a: Access) => a.kind === 'rules' && a.scope === 'store';

/** An item's history for the caller, who must be allowed to change that kind of item; a store's items only for its own staff. */
export async function historyFor(ctx: CallContext, entity: HistoryEntity, entityid: string): Promise<HistoryEntry[]> {
  const access = entityAccess[entity];
  if (!ctx.user || !allows(access, ctx.user)) {
    throw new AppError(Status.FORBIDDEN, `You are not allowed to see the history of this ${entity}.`);
  }
  const rows = await historyOf(ctx.db, entity, entityid, scoped(access) ? callerStore(ctx) : undefined);
  return rows.map((r) => ({ who: r.who, at: r.at.toISOString(), changes: r.changes }));
}
