import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reservations } from '../../db/schema/checkout.js';
import { recordEvent } from '../orders/event-repo.js';
import { linesOf, lockReservation, returnStock, type Reservation } from './reservation-repo.js';

/**
 * Ends a reservation that still holds stock (CANCELLED or EXPIRED) and puts its stock back, in one
 * transaction that locks the row; false when it was no longer holding (confirmed, or released already).
 */
export async function releaseReservation(
  db: Db,
  r: Pick<Reservation, 'id' | 'orderid'>,
  to: 'CANCELLED' | 'EXPIRED',
  who: string,
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockReservation(tx, r.id);
    if (!row || row.state !== 'HELD') return false;
    const lines = await linesOf(tx, r.id);
    await returnStock(tx, lines);
    await tx.update(reservations).set({ state: to, closedAt: at }).where(eq(reservations.id, r.id));
    const what = `${to === 'EXPIRED' ? 'Reservation expired' : 'Reservation cancelled'}; stock back: ${lines
      .map((l) => `${l.quantity} x ${l.productname}`)
      .join(', ')}`;
    await recordEvent(tx, { orderid: r.orderid, who, at, from: 'HELD', to, what });
    return true;
  });
}
