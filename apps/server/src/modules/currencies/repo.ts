import { asc, eq } from 'drizzle-orm';
import type { Conn } from '../../db/client.js';
import { currencies } from '../../db/schema/content.js';

export type CurrencyRow = typeof currencies.$inferSelect;

/** Every row of the exchange rate table, by currency code. */
export const listRates = (db: Conn): Promise<CurrencyRow[]> => db.select().from(currencies).orderBy(asc(currencies.currencycode));

/** One currency's row, locked until the transaction ends so two supervisors' saves follow one another. */
export async function lockRate(tx: Conn, code: string): Promise<CurrencyRow | undefined> {
  return (await tx.select().from(currencies).where(eq(currencies.currencycode, code)).for('update').limit(1))[0];
}

/** Stores a new rate with who set it and when; answers the row as stored. */
export async function setRate(tx: Conn, code: string, rate: number, by: string, at: Date): Promise<CurrencyRow> {
  const [row] = await tx.update(currencies).set({ exchangerate: rate, setBy: by, setAt: at }).where(eq(currencies.currencycode, code)).returning();
  return row!;
}
