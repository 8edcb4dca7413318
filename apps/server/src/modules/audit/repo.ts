import { and, asc, eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { changeLog } from '../../db/schema/audit.js';
import type { HistoryEntity, FieldChange } from '@shop/contracts/audit';

export interface Change {
  entity: HistoryEntity;
  entityid: string | number;
  who: string;
  at: Date;
  changes: Record<string, FieldChange>;
  /** The store the item belongs to, for items only its own staff may see (products, users). */
  store?: string | null;
}

/** Records one change; call it with the transaction that makes the change, so both land or neither. A change of nothing is not recorded. */
export async function recordChange(tx: Conn, c: Change) {
  if (Object.keys(c.changes).length === 0) return;
  await tx.insert(changeLog).values({
    entity: c.entity,
    entityid: String(c.entityid),
    store: c.store ?? null,
    who: c.who,
    at: c.at,
    changes: c.changes,
  });
}

/** The changes of one item, oldest first; only those recorded for `store` when given. */
export function historyOf(db: Conn, entity: HistoryEntity, entityid: string | number, store?: string) {
  const where = [eq(changeLog.entity, entity), eq(changeLog.entityid, String(entityid))];
  if (store !== undefined) where.push(eq(changeLog.store, store));
  return db
    .select({ who: changeLog.who, at: changeLog.at, changes: changeLog.changes })
    .from(changeLog)
    .where(and(...where))
    .orderBy(asc(changeLog.at), asc(changeLog.id));
}
