import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Conn } from '../../../db/client.js';
import { powertranzSandboxTransactions as t } from '../../../db/schema/powertranz.js';

export type PtzSandboxTransaction = typeof t.$inferSelect;
export type NewPtzSandboxTransaction = typeof t.$inferInsert;

/** Stores a new transaction; false when the TransactionIdentifier was used before. */
export async function insertTransaction(db: Conn, row: NewPtzSandboxTransaction): Promise<boolean> {
  const rows = await db.insert(t).values(row).onConflictDoNothing().returning({ id: t.transactionIdentifier });
  return rows.length === 1;
}

export const findTransaction = async (db: Conn, id: string): Promise<PtzSandboxTransaction | undefined> =>
  (await db.select().from(t).where(eq(t.transactionIdentifier, id)))[0];

export const findBySpiToken = async (db: Conn, token: string): Promise<PtzSandboxTransaction | undefined> =>
  (await db.select().from(t).where(eq(t.spiToken, token)))[0];

/** Changes a transaction only while it is in one of `from` (so racing requests win or lose whole); false otherwise. */
export async function updateIf(db: Conn, id: string, from: string[], patch: Partial<NewPtzSandboxTransaction>, unchanged?: Partial<Record<'capturedCents' | 'refundedCents', number>>): Promise<boolean> {
  const guards: SQL[] = Object.entries(unchanged ?? {}).map(([k, v]) => eq(t[k as 'capturedCents'], v));
  const rows = await db
    .update(t)
    .set(patch)
    .where(and(eq(t.transactionIdentifier, id), inArray(t.state, from), ...guards))
    .returning({ id: t.transactionIdentifier });
  return rows.length === 1;
}
