import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Conn } from '../../../db/client.js';
import { facSandboxTransactions as t } from '../../../db/schema/fac-sandbox.js';

export type SandboxTransaction = typeof t.$inferSelect;

const key = (merchantId: string, orderNumber: string) => and(eq(t.merchantId, merchantId), eq(t.orderNumber, orderNumber));
export type NewSandboxTransaction = typeof t.$inferInsert;

/** Stores a new transaction; false when the merchant already used the order number. */
export async function insertTransaction(db: Conn, row: NewSandboxTransaction): Promise<boolean> {
  const inserted = await db.insert(t).values(row).onConflictDoNothing().returning({ orderNumber: t.orderNumber });
  return inserted.length === 1;
}

export async function findByAcsToken(db: Conn, token: string): Promise<SandboxTransaction | undefined> {
  const rows = await db.select().from(t).where(eq(t.acsToken, token));
  return rows[0];
}

export type Decision = Pick<
  SandboxTransaction,
  | 'state'
  | 'authorizedCents'
  | 'responseCode'
  | 'reasonCode'
  | 'reasonDescription'
  | 'authCode'
  | 'originalResponseCode'
  | 'authenticationResult'
  | 'cvv2Result'
>;

/**
 * Records the 3-D Secure outcome once: only a PENDING_3DS transaction changes; a second decision is ignored.
 * Answers the transaction as decided, or undefined when it was no longer pending.
 */
export async function decide3ds(db: Conn, token: string, d: Decision): Promise<SandboxTransaction | undefined> {
  const [row] = await db
    .update(t)
    .set({ ...d, updatedAt: sql`now()` })
    .where(and(eq(t.acsToken, token), eq(t.state, 'PENDING_3DS')))
    .returning();
  return row;
}

type Which = { merchantId: string; orderNumber: string } | { acsToken: string };
const whichOf = (where: Which) => ('acsToken' in where ? eq(t.acsToken, where.acsToken) : key(where.merchantId, where.orderNumber));
/** A 3-D Secure session nobody finished within `lifetimeMs`, by database time. */
const abandoned = (lifetimeMs: number) => and(eq(t.state, 'PENDING_3DS'), sql`${t.createdAt} < now() - make_interval(secs => ${lifetimeMs / 1000})`);

/**
 * The transaction as stored, its 3-D Secure session first ended if nobody finished it within `lifetimeMs`
 * (database time): 3/401 "Cycle interrupted by the user", as FAC reports an abandoned cycle. The ending is
 * conditional, so a decision racing with it wins or loses whole. One read when there is nothing to end, as
 * nearly always; undefined when there is no such transaction.
 */
export async function currentTransaction(db: Conn, where: Which, lifetimeMs: number): Promise<SandboxTransaction | undefined> {
  const [row] = await db
    .select({ tx: t, stale: sql<boolean>`${abandoned(lifetimeMs)}` })
    .from(t)
    .where(whichOf(where));
  if (!row?.stale) return row?.tx;
  const [ended] = await db
    .update(t)
    .set({
      state: 'FAILED',
      responseCode: '3',
      reasonCode: '401',
      reasonDescription: 'Cycle interrupted by the user, or client/browser connection not available',
      updatedAt: sql`now()`,
    })
    .where(and(whichOf(where), abandoned(lifetimeMs)))
    .returning();
  return ended ?? (await db.select().from(t).where(whichOf(where)))[0];
}

/** Changes an uncaptured hold of at least `cents` (one atomic conditional update); false when there is none. */
async function changeHold(db: Conn, merchantId: string, orderNumber: string, cents: number, set: Partial<NewSandboxTransaction>) {
  const rows = await db
    .update(t)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(key(merchantId, orderNumber), eq(t.state, 'AUTHORIZED'), gte(t.authorizedCents, cents)))
    .returning({ o: t.orderNumber });
  return rows.length === 1;
}

/** Capture: only from AUTHORIZED and at most the authorised amount. */
export const capture = (db: Conn, merchantId: string, orderNumber: string, cents: number): Promise<boolean> =>
  changeHold(db, merchantId, orderNumber, cents, { state: 'CAPTURED', capturedCents: cents });

/** Reversal: only of an uncaptured hold (AUTHORIZED), for at most the authorised amount. */
export const reverse = (db: Conn, merchantId: string, orderNumber: string, cents: number): Promise<boolean> =>
  changeHold(db, merchantId, orderNumber, cents, { state: 'REVERSED' });

/** Refund: only of a captured amount; the refunds together never exceed it. */
export async function refund(db: Conn, merchantId: string, orderNumber: string, cents: number): Promise<boolean> {
  const rows = await db
    .update(t)
    .set({ state: 'REFUNDED', refundedCents: sql`${t.refundedCents} + ${cents}`, updatedAt: sql`now()` })
    .where(
      and(
        key(merchantId, orderNumber),
        inArray(t.state, ['CAPTURED', 'REFUNDED']),
        sql`${t.refundedCents} + ${cents} <= ${t.capturedCents}`,
      ),
    )
    .returning({ o: t.orderNumber });
  return rows.length === 1;
}

/** Every transaction, newest first (admin helper for tests and the bench). */
export const listTransactions = (db: Conn, limit = 1000): Promise<SandboxTransaction[]> =>
  db.select().from(t).orderBy(sql`${t.createdAt} desc`).limit(limit);
