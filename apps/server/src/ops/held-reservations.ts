import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { reservations } from '../db/schema/checkout.js';

/** How many reservations hold stock now (the metrics gauge; the state index answers it). */
export async function countHeldReservations(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reservations).where(eq(reservations.state, 'HELD'));
  return row?.n ?? 0;
}
