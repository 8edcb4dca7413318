import type { HistoryEntity } from '@shop/contracts/audit';
import { savedText, type SavedAction, type SavedEntity } from '@shop/contracts/catalogue-texts';
import { Status } from '@shop/contracts/status';
import { AppError, invalid, notFound } from '../../lib/app-error.js';
import type { CallContext } from '../../calls/types.js';
import type { Conn } from '../../db/client.js';
import { changesBetween } from '../audit/diff.js';
import { recordChange } from '../audit/repo.js';

/** The success answer of a catalogue change: the success page's message and the item's id. */
export const saved = (entity: SavedEntity, action: SavedAction, id: number | null = null) => ({ message: savedText(entity, action), id });

/** The id an UPDATE or DELETE names; refused with a readable sentence when absent. */
export function requiredId(id: number | null | undefined, what: string): number {
  if (!id) throw invalid(`${what} is required.`);
  return id;
}

/** The row, or "Class type 7 was not found." */
export function found<T>(row: T | undefined, what: string, id: number | string): T {
  if (!row) throw notFound(`${what} ${id} was not found.`);
  return row;
}

/** Refuses deleting an item still in use, naming what uses it. */
export function refuseInUse(count: number, what: string, usedBy: string) {
  if (count > 0) throw new AppError(Status.CONFLICT, `${what} is used by ${count} ${usedBy} and cannot be deleted.`);
}

/** Records who changed the item from `before` to `after`, in the transaction that changed it. */
export function audit(
  tx: Conn,
  ctx: CallContext,
  entity: HistoryEntity,
  entityid: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  store?: string,
) {
  return recordChange(tx, {
    entity,
    entityid,
    who: ctx.user?.username ?? 'system',
    at: ctx.clock.now(),
    store: store ?? null,
    changes: changesBetween(before, after),
  });
}
